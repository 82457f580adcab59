import { mtgCards } from "@recycle-rules/cards";
const names = process.argv.slice(2).join(" ").split(";").map(s=>s.trim()).filter(Boolean);
for (const n of names) { const d = mtgCards().all().find(c=>c.name===n); if (!d) { console.log("MISSING", n); continue; }
  console.log(`${d.name} | ${d.types.join(" ")} | ${d.manaCost ?? ""} | ${d.text.replace(/\n/g," / ")}`); }
