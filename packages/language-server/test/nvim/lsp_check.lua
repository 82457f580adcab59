-- Headless Neovim (0.7+) as an LSP client: start the server on the current buffer, wait until
-- diagnostics arrive, write them to $OUT as "line:col code message" (0-based), then quit.
-- A Lua error must not leave Neovim waiting for input: everything runs under pcall, and failure
-- quits with a non-zero code (cquit).
local function main()
  local id = vim.lsp.start_client({
    name = 'recycle-rules',
    cmd = { os.getenv('NODE') or 'node', os.getenv('SERVER'), '--stdio' },
    root_dir = vim.fn.getcwd(),
  })
  assert(id, 'start_client failed')
  local buf = vim.api.nvim_get_current_buf()
  vim.lsp.buf_attach_client(buf, id)
  local ok = vim.wait(tonumber(os.getenv('WAIT_MS') or '15000'), function()
    return #vim.diagnostic.get(buf) > 0
  end, 50)
  local out = assert(io.open(os.getenv('OUT'), 'w'))
  out:write(ok and 'OK\n' or 'TIMEOUT\n')
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    -- 0.7 keeps the LSP diagnostic under user_data.lsp; later versions also set d.code.
    local lsp = d.user_data and d.user_data.lsp or {}
    local code = d.code or lsp.code or '?'
    out:write(('%d:%d %s %s\n'):format(d.lnum, d.col, tostring(code), (d.message:gsub('\n', ' '))))
  end
  out:close()
  vim.lsp.stop_client(id)
  vim.wait(2000, function() return vim.lsp.get_client_by_id(id) == nil end, 50)
  return ok
end

local ran, result = pcall(main)
if not ran then io.stderr:write(tostring(result) .. '\n') end
vim.cmd((ran and result) and 'qa!' or 'cquit 1')
