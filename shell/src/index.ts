// Async boundary: the federation runtime must initialise shared modules before React loads.
// Named: its stylesheet (static/css/async/app.<hash>.css) is linked by the server-rendered page.
void import(/* webpackChunkName: "app" */ './app/bootstrap');
