// Async boundary: the federation runtime must initialise shared modules before React loads.
void import('./app/bootstrap');
