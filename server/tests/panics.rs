//! A panic is a line of the log, in the span of the request it happened in.
//! (A test binary of its own: the panic hook and the log are the process's.)

mod captured_log;
use captured_log::Captured;

#[test]
fn a_panic_is_an_error_line_in_its_requests_span() {
    let log = Captured::default();
    tracing::subscriber::set_global_default(log.subscriber()).unwrap();
    server::logging::log_panics();

    let span =
        tracing::error_span!(target: server::logging::REQUEST_TARGET, "request", id = %"r-42");
    let caught = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        let _inside = span.enter();
        panic!("the board had {} hexes", 20);
    }));
    assert!(caught.is_err());
    // The standard report again, for this test's own failures.
    let _ = std::panic::take_hook();

    let text = log.text();
    let line = text
        .lines()
        .find(|line| line.contains("panicked: the board had 20 hexes"))
        .unwrap_or_else(|| panic!("no panic line in {text:?}"));
    assert!(line.contains("ERROR"), "{line}");
    assert!(line.contains("request{id=r-42}"), "{line}");
    assert!(line.contains("tests/panics.rs:"), "{line}");
}
