//! Setups must not change across platforms or releases: a changed digest breaks
//! every shared link and needs a very good reason (then update golden_digest.txt).

#[path = "../examples/golden_digest.rs"]
#[allow(dead_code)]
mod golden;

#[test]
fn setups_match_the_pinned_digest() {
    let pinned = include_str!("golden_digest.txt").trim();
    assert_eq!(golden::digest().to_string(), pinned);
}
