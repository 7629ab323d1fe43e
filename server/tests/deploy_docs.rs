//! docs/deploy.md's figures come from this build (issue 62.14): every schema
//! number it shows is the one this build's migrations make (the newer one in
//! its example of a refusal, one past it).

#[test]
fn every_schema_the_deploy_guide_names_is_this_builds() {
    let guide = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/deploy.md"))
        .expect("docs/deploy.md is read");
    let known = store::known_schema();
    let mut named = 0;
    for (at, _) in guide.match_indices("schema ") {
        let after = &guide[at + "schema ".len()..];
        let digits: String = after.chars().take_while(char::is_ascii_digit).collect();
        let Ok(number) = digits.parse::<i64>() else {
            continue;
        };
        let newer = after[digits.len()..].starts_with(", made by a newer");
        let expected = if newer { known + 1 } else { known };
        let shown: String = guide[at..].chars().take(40).collect();
        assert_eq!(number, expected, "docs/deploy.md: «{shown}»");
        named += 1;
    }
    assert!(
        named >= 4,
        "the guide names the schema in its examples ({named} found)"
    );
}
