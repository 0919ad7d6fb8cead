module warren.dev/guest/agent

go 1.19
