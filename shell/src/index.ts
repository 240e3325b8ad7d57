import { provideFederationSdk } from './shared/remotes/provideFederationSdk';

// Before any remote's entry runs: production remotes take the federation SDK from the shell.
provideFederationSdk();

// Async boundary: the federation runtime must initialise shared modules before React loads.
// Named: its stylesheet (static/css/async/app.<hash>.css) is linked by the server-rendered page.
// In a task of its own: evaluating this entry (the federation runtime) and the first import (which
// initialises the shared libraries and asks for the app's chunks, already on their way) were one task
// of ~40 ms on a laptop, four times that on a phone; split, neither blocks a tap for that long.
setTimeout(() => void import(/* webpackChunkName: "app" */ './app/bootstrap'), 0);
