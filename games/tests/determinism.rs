//! Setups must not change across platforms or releases: a changed digest breaks
//! every shared link and needs a very good reason (then update the part's line in
//! golden_digest.txt, and only that line).

#[path = "../examples/golden_digest.rs"]
#[allow(dead_code)]
mod golden;

#[test]
fn setups_match_the_pinned_digests() {
    let pinned = include_str!("golden_digest.txt").trim();
    let computed: Vec<String> = golden::PARTS
        .iter()
        .map(|part| format!("{part} {}", golden::digest(part)))
        .collect();
    // On a mismatch the whole computed file is shown, to diff against the pinned one.
    assert_eq!(computed.join("\n"), pinned);
}
