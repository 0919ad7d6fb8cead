// The request dispatcher: one handler per request type, nothing else.
package main

import (
	"os"
	"sync"
	"syscall"
)

type agent struct {
	ch        *channel
	mu        sync.Mutex
	container *container
	sessions  *sessionTable
	execs     *execRegistry
	commands  *commandTable
	watches   *watchTable
}

func newAgent() *agent {
	a := &agent{execs: newExecRegistry(), watches: newWatchTable()}
	a.sessions = newSessionTable(a)
	a.commands = newCommandTable(func() (commandHost, error) { return a.currentContainer() })
	return a
}

func (a *agent) serve(port *os.File) {
	a.ch = &channel{f: port}
	a.ch.readFrames(a.handle)
}

func (a *agent) handle(req *request) {
	var rep reply
	var err error
	switch req.Type {
	case "hello":
		rep = reply{hdr: response{"type": "hello", "version": protocolVersion, "agent": agentVersion,
			"boot_unix_ns": bootTime.UnixNano()}}
	case "configure":
		rep, err = a.configure(req)
	case "exec":
		rep, err = a.exec(req)
	case "session_exec":
		rep, err = a.sessions.exec(req)
	case "command_start":
		rep, err = a.commands.start(req)
	case "command_list":
		rep, err = a.commands.list()
	case "command_get":
		rep, err = a.commands.get(req.CommandID)
	case "command_output":
		rep, err = a.commands.output(req)
	case "command_stdin":
		rep, err = a.commands.stdin(req)
	case "command_signal":
		rep, err = a.commands.signal(req)
	case "command_resize":
		rep, err = a.commands.resize(req)
	case "session_close":
		rep = ok(response{"closed": a.sessions.close(req.SessionID)})
	case "file_write":
		rep, err = a.fileWrite(req)
	case "file_read":
		rep, err = a.fileRead(req)
	case "file_list":
		rep, err = a.fileList(req)
	case "file_stat":
		rep, err = a.fileStat(req)
	case "mkdir":
		rep, err = a.mkdir(req)
	case "rename":
		rep, err = a.rename(req)
	case "remove":
		rep, err = a.remove(req)
	case "watch_start":
		var fs rootFS
		if fs, err = a.fs(); err == nil {
			rep, err = a.watches.start(fs, req)
		}
	case "watch_events":
		rep, err = a.watches.events(req)
	case "watch_stop":
		rep, err = a.watches.stop(req)
	case "sync":
		syscall.Sync()
		rep = ok(nil)
	case "stats":
		rep, err = a.stats()
	default:
		err = errf("unsupported", "unknown request type "+req.Type)
	}
	if err != nil {
		ae := toAgentError(err)
		a.ch.send(req.ID, response{"type": "error", "code": ae.code, "message": ae.msg}, nil)
		return
	}
	a.ch.send(req.ID, rep.hdr, rep.body)
}

func (a *agent) currentContainer() (*container, error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.container == nil {
		return nil, errf("bad_request", "the sandbox is not configured yet")
	}
	return a.container, nil
}
