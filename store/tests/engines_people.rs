//! A group's people on every engine (`common::on_every_engine!`): renamed
//! everywhere and merged, a merge taken back, a merged name read as the person
//! it became, and a name no one can have finding no one.

mod common;

use common::{group, names, save, uuid};
use serde_json::json;
use store::{PlayFilter, Store, StoreError};

common::on_every_engine!(
    people_are_renamed_everywhere_and_merged,
    a_merge_can_be_taken_back,
    merged_names_are_read_as_the_person_they_became,
    a_name_no_one_can_have_finds_no_one,
);

async fn people_are_renamed_everywhere_and_merged(store: &Store) {
    let (write, read) = group(store).await;
    save(
        store,
        &write,
        2001,
        "2026-11-01T20:00:00Z",
        &[("ann", 2, 4), ("Bo", 2, 0), ("Cy", 2, 0)],
    )
    .await;
    save(
        store,
        &write,
        2002,
        "2026-11-02T20:00:00Z",
        &[("Annie", 2, 0), ("Bo", 4, 3), ("Di", 2, 0)],
    )
    .await;
    let names = |page: store::PeoplePage| {
        assert!(!page.more);
        page.people
            .into_iter()
            .map(|p| (p.name, p.plays))
            .collect::<Vec<_>>()
    };
    assert_eq!(
        names(store.people(&read, 0, 100).await.unwrap()),
        [
            ("ann".to_owned(), 1),
            ("Annie".to_owned(), 1),
            ("Bo".to_owned(), 2),
            ("Cy".to_owned(), 1),
            ("Di".to_owned(), 1)
        ]
    );
    // The history's filter: the same names in the same order, without counts.
    assert_eq!(
        store.people_names(&read, 100).await.unwrap(),
        ["ann", "Annie", "Bo", "Cy", "Di"]
    );
    // A page at a time: the next page is said, the last one ends.
    let first = store.people(&read, 0, 2).await.unwrap();
    assert_eq!(first.people.len(), 2);
    assert!(first.more);
    let last = store.people(&read, 4, 2).await.unwrap();
    assert_eq!((last.people[0].name.as_str(), last.more), ("Di", false));
    assert_eq!(
        store.people_names(&read, 2).await.unwrap(),
        ["ann", "Annie"]
    );
    // Renaming: the list, the stored input and the recomputed result all say it.
    assert_eq!(
        store.rename_person(&write, "ANN", " Ann ").await.unwrap(),
        "Ann"
    );
    let play = store.play(&read, &uuid(2001)).await.unwrap().unwrap();
    assert_eq!(play.score["players"][0]["name"], "Ann");
    assert_eq!(play.result["winners"], json!(["Ann"]));
    // A name that is someone else's is refused: that is a merge.
    assert!(matches!(
        store.rename_person(&write, "Annie", "bo").await,
        Err(StoreError::NameTaken(ref other)) if other == "Bo"
    ));
    assert!(matches!(
        store.rename_person(&write, "Nobody", "Zed").await,
        Err(StoreError::NoSuchPerson)
    ));
    assert!(matches!(
        store.rename_person(&write, "Annie", "  ").await,
        Err(StoreError::Invalid { .. })
    ));
    assert!(matches!(
        store.rename_person(&read, "Annie", "Anne").await,
        Err(StoreError::ReadOnly)
    ));
    // Two people who sat at one table cannot be one person.
    assert!(matches!(
        store.merge_people(&write, "Bo", "Di").await,
        Err(StoreError::PlayedTogether(1))
    ));
    // Annie was Ann all along.
    assert_eq!(
        store.merge_people(&write, "annie", "ann").await.unwrap(),
        "Ann"
    );
    assert_eq!(
        names(store.people(&read, 0, 100).await.unwrap()),
        [
            ("Ann".to_owned(), 2),
            ("Bo".to_owned(), 2),
            ("Cy".to_owned(), 1),
            ("Di".to_owned(), 1)
        ]
    );
    let play = store.play(&read, &uuid(2002)).await.unwrap().unwrap();
    assert_eq!(play.score["players"][0]["name"], "Ann");
    let ann = |filter: &str| PlayFilter {
        player: Some(filter.to_owned()),
        limit: 10,
        ..PlayFilter::default()
    };
    assert_eq!(
        store.plays(&read, &ann("ann")).await.unwrap().plays.len(),
        2
    );
    assert!(store
        .plays(&read, &ann("annie"))
        .await
        .unwrap()
        .plays
        .is_empty());
    let stats = store.stats(&read).await.unwrap();
    let ann = stats.people.iter().find(|p| p.name == "Ann").unwrap();
    assert_eq!((ann.plays, ann.wins), (2, 1));
}

/// A merge undone: the merged-away name is a person again, in the lists, the
/// stored input, the result and the statistics; the same undo twice does
/// nothing, and a name that is someone's again is not taken from them.
async fn a_merge_can_be_taken_back(store: &Store) {
    let (write, read) = group(store).await;
    save(
        store,
        &write,
        2101,
        "2026-11-01T20:00:00Z",
        &[("Ann", 2, 4), ("Bo", 2, 0), ("Cy", 2, 0)],
    )
    .await;
    save(
        store,
        &write,
        2102,
        "2026-11-02T20:00:00Z",
        &[("Annie", 3, 4), ("Bo", 4, 0), ("Di", 2, 0)],
    )
    .await;
    save(
        store,
        &write,
        2103,
        "2026-11-03T20:00:00Z",
        &[("Annie", 2, 0), ("Cy", 2, 4), ("Di", 2, 0)],
    )
    .await;
    // Statistics kept before the merge, so the undo must count them again.
    assert_eq!(store.stats(&read).await.unwrap().people.len(), 5);
    assert_eq!(
        store.person(&read, "ANNIE").await.unwrap(),
        Some(store::Person {
            name: "Annie".into(),
            plays: 2
        })
    );
    assert_eq!(store.person(&read, "Zed").await.unwrap(), None);
    store.merge_people(&write, "Annie", "Ann").await.unwrap();
    assert_eq!(
        store.person(&read, "Ann").await.unwrap().map(|p| p.plays),
        Some(3)
    );
    let merges = store.merges(&read).await.unwrap();
    assert_eq!(
        merges,
        [store::Merge {
            id: merges[0].id,
            name: "Annie".into(),
            into: "Ann".into(),
            games: 2
        }]
    );
    // Renamed since: the list names Ann as she is now.
    store.rename_person(&write, "Ann", "Anna").await.unwrap();
    assert_eq!(store.merges(&read).await.unwrap()[0].into, "Anna");
    assert!(matches!(
        store.undo_merge(&read, merges[0].id).await,
        Err(StoreError::ReadOnly)
    ));
    assert_eq!(
        store.undo_merge(&write, merges[0].id).await.unwrap(),
        Some(store::Unmerged {
            name: "Annie".into(),
            into: "Anna".into(),
            games: 2
        })
    );
    assert_eq!(
        store.person(&read, "Annie").await.unwrap().map(|p| p.plays),
        Some(2)
    );
    assert_eq!(
        store.person(&read, "Anna").await.unwrap().map(|p| p.plays),
        Some(1)
    );
    let play = store.play(&read, &uuid(2102)).await.unwrap().unwrap();
    assert_eq!(play.score["players"][0]["name"], "Annie");
    assert_eq!(play.result["winners"], json!(["Annie"]));
    let stats = store.stats(&read).await.unwrap();
    let annie = stats.people.iter().find(|p| p.name == "Annie").unwrap();
    assert_eq!((annie.plays, annie.wins), (2, 1));
    let anna = stats.people.iter().find(|p| p.name == "Anna").unwrap();
    assert_eq!((anna.plays, anna.wins), (1, 1));
    assert!(store.merges(&read).await.unwrap().is_empty());
    // A second tap on the same undo: nothing left to undo.
    assert_eq!(store.undo_merge(&write, merges[0].id).await.unwrap(), None);
    // Merged again, then a new game under the old name: the undo would make a
    // second Annie, so it is refused and changes nothing.
    store.merge_people(&write, "annie", "anna").await.unwrap();
    let again = store.merges(&read).await.unwrap()[0].id;
    save(
        store,
        &write,
        2104,
        "2026-11-04T20:00:00Z",
        &[("Annie", 2, 0), ("Bo", 2, 4), ("Cy", 2, 0)],
    )
    .await;
    assert!(matches!(
        store.undo_merge(&write, again).await,
        Err(StoreError::NameTaken(ref name)) if name == "Annie"
    ));
    assert_eq!(
        store.person(&read, "Anna").await.unwrap().map(|p| p.plays),
        Some(3)
    );
    // Another group's merge is not this group's to undo.
    let (other, _) = group(store).await;
    assert_eq!(store.undo_merge(&other, again).await.unwrap(), None);
}

/// A name merged away is read as the person it became, through a later
/// merge of that person too; an undone merge is no alias.
async fn merged_names_are_read_as_the_person_they_became(store: &Store) {
    let (write, _) = group(store).await;
    save(
        store,
        &write,
        1,
        "2026-11-20T20:00:00Z",
        &[("Annie", 2, 1), ("Bo", 2, 0), ("Cy", 2, 0)],
    )
    .await;
    save(
        store,
        &write,
        2,
        "2026-11-21T20:00:00Z",
        &[("Ann", 2, 1), ("Bo", 2, 0), ("Cy", 2, 0)],
    )
    .await;
    save(
        store,
        &write,
        3,
        "2026-11-22T20:00:00Z",
        &[("Anna", 2, 1), ("Di", 2, 0), ("Ed", 2, 0)],
    )
    .await;
    store.merge_people(&write, "annie", "Ann").await.unwrap();
    let aliases = store.aliases(&write).await.unwrap();
    assert_eq!(aliases.get("annie").map(String::as_str), Some("Ann"));
    store.merge_people(&write, "Ann", "Anna").await.unwrap();
    let aliases = store.aliases(&write).await.unwrap();
    assert_eq!(aliases.get("annie").map(String::as_str), Some("Anna"));
    assert_eq!(aliases.get("ann").map(String::as_str), Some("Anna"));
    let people = store
        .people_named(&write, &names(&["ANNA", "Annie", "bo", "Zed", "A\u{0}B"]))
        .await
        .unwrap();
    assert_eq!(people.len(), 2);
    assert_eq!(people.get("anna").map(String::as_str), Some("Anna"));
    assert_eq!(people.get("bo").map(String::as_str), Some("Bo"));
    let last = store.merges(&write).await.unwrap()[0].id;
    store.undo_merge(&write, last).await.unwrap().unwrap();
    let aliases = store.aliases(&write).await.unwrap();
    assert_eq!(aliases.get("ann"), None);
    assert_eq!(aliases.get("annie").map(String::as_str), Some("Ann"));
}

/// A merge asked for by a hand-made address (`?merge=P%00&into=Ann`): a name
/// with NUL or past the length limit is no one's, on every engine alike.
async fn a_name_no_one_can_have_finds_no_one(store: &Store) {
    let (write, _) = group(store).await;
    save(
        store,
        &write,
        1,
        "2026-11-20T20:00:00Z",
        &[("Ann", 2, 1), ("Bo", 2, 0), ("Cy", 2, 0)],
    )
    .await;
    assert!(store.person(&write, "ann").await.unwrap().is_some());
    for name in [
        "Ann\0".to_owned(),
        "A\u{0}nn".to_owned(),
        "Ann\n".to_owned(),
        "A".repeat(10_000),
    ] {
        assert_eq!(store.person(&write, &name).await.unwrap(), None, "{name:?}");
    }
}
