//! A group and its links on every engine (`common::on_every_engine!`): a
//! link opens its own group and nothing else, the write link shows the
//! read-only one through rotations, rotations sent at once all answer the link
//! that works, a replaced link is known as replaced (its group's last 64), and
//! a group keeps its last few reports.

mod common;

use common::group;
use store::{Access, Link, Store, StoreError};

common::on_every_engine!(
    links_open_their_group_and_nothing_else,
    the_write_link_shows_the_read_link_through_rotations,
    rotations_sent_at_once_all_answer_the_link_that_works,
    a_group_keeps_its_last_reports,
    a_replaced_link_is_known_as_replaced_for_a_while,
);

async fn links_open_their_group_and_nothing_else(store: &Store) {
    let made = store.create_group("  Thursday table ").await.unwrap();
    assert_eq!(made.name, "Thursday table");
    let write = store.access(made.token.as_str()).await.unwrap().unwrap();
    let read = store
        .access(made.read_token.as_str())
        .await
        .unwrap()
        .unwrap();
    assert!(write.can_write && !read.can_write);
    assert_eq!(write.name, "Thursday table");
    // Malformed and unknown links are answered alike: no group.
    assert_eq!(store.access("nonsense").await.unwrap(), None);
    let unknown = store::Token::new().unwrap();
    assert_eq!(store.access(unknown.as_str()).await.unwrap(), None);
    // A read-only link changes nothing.
    assert!(matches!(
        store.rotate(&read, Link::Write).await,
        Err(StoreError::ReadOnly)
    ));
    // Rotating a link: the old one stops working, the new one opens the group.
    let new_read = store.rotate(&write, Link::Read).await.unwrap();
    assert_eq!(store.access(made.read_token.as_str()).await.unwrap(), None);
    let reopened = store.access(new_read.as_str()).await.unwrap().unwrap();
    assert!(!reopened.can_write);
    assert_eq!(
        store.rename_group(&write, "Fridays").await.unwrap(),
        "Fridays"
    );
    assert_eq!(
        store
            .access(made.token.as_str())
            .await
            .unwrap()
            .unwrap()
            .name,
        "Fridays"
    );
    let too_long = "x".repeat(store::MAX_GROUP_NAME + 1);
    assert!(
        matches!(store.create_group(&too_long).await, Err(StoreError::Invalid { ref field, .. }) if field == "name")
    );
}

async fn the_write_link_shows_the_read_link_through_rotations(store: &Store) {
    let made = store.create_group("Links").await.unwrap();
    let write = store.access(made.token.as_str()).await.unwrap().unwrap();
    let read = store
        .access(made.read_token.as_str())
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        store.read_link(&write).await.unwrap(),
        Some(made.read_token.clone())
    );
    // The read-only link is not shown to itself.
    assert_eq!(store.read_link(&read).await.unwrap(), None);
    // A new write link still shows the same read link; the old one opens nothing.
    let new_write = store.rotate(&write, Link::Write).await.unwrap();
    assert_eq!(store.access(made.token.as_str()).await.unwrap(), None);
    let write = store.access(new_write.as_str()).await.unwrap().unwrap();
    assert_eq!(
        store.read_link(&write).await.unwrap(),
        Some(made.read_token.clone())
    );
    // A new read link is the one shown from then on.
    let new_read = store.rotate(&write, Link::Read).await.unwrap();
    assert_eq!(store.read_link(&write).await.unwrap(), Some(new_read));
}

/// Eight rotations of one link at once (a button tapped again and again, or
/// phones together): every answer names the link that works now.
async fn rotations_sent_at_once_all_answer_the_link_that_works(store: &Store) {
    let made = store.create_group("Rotated").await.unwrap();
    let old = made.token.as_str().to_owned();
    let write = store.access(&old).await.unwrap().unwrap();
    let at_once = |access: Access, link: store::Link| {
        let tasks: Vec<_> = (0..8)
            .map(|_| {
                let (store, access) = (store.clone(), access.clone());
                tokio::spawn(async move { store.rotate(&access, link).await })
            })
            .collect();
        async move {
            let mut answers = Vec::new();
            for task in tasks {
                answers.push(task.await.unwrap().unwrap().as_str().to_owned());
            }
            answers
        }
    };
    let answers = at_once(write, store::Link::Write).await;
    assert!(answers.iter().all(|a| *a == answers[0]), "{answers:?}");
    let new = store.access(&answers[0]).await.unwrap().unwrap();
    assert!(new.can_write);
    assert!(store.access(&old).await.unwrap().is_none());
    // The old link asked again a moment later is answered the same.
    let successor = store.successor(&old).await.unwrap();
    assert_eq!(
        successor.map(|t| t.as_str().to_owned()),
        Some(answers[0].clone())
    );

    let reads = at_once(new.clone(), store::Link::Read).await;
    assert!(reads.iter().all(|r| *r == reads[0]), "{reads:?}");
    assert!(!store.access(&reads[0]).await.unwrap().unwrap().can_write);
    let shown = store.read_link(&new).await.unwrap();
    assert_eq!(shown.map(|t| t.as_str().to_owned()), Some(reads[0].clone()));
}

/// A report is kept for the page the form comes back to: a JSON object within
/// its size, the group's own only, the last few of them.
async fn a_group_keeps_its_last_reports(store: &Store) {
    let (write, read) = group(store).await;
    let (other, _) = group(store).await;
    let first = store.keep_report(&write, "{\"n\":0}").await.unwrap();
    assert_eq!(
        store.report(&write, first).await.unwrap().as_deref(),
        Some("{\"n\":0}")
    );
    assert_eq!(store.report(&other, first).await.unwrap(), None);
    assert!(matches!(
        store.keep_report(&read, "{}").await,
        Err(StoreError::ReadOnly)
    ));
    for refused in [
        "[1]",
        "not json",
        &format!("{{\"x\":\"{}\"}}", "x".repeat(store::MAX_REPORT_BYTES)),
    ] {
        assert!(matches!(
            store.keep_report(&write, refused).await,
            Err(StoreError::Invalid { .. })
        ));
    }
    let mut last = first;
    for n in 1..=store::REPORTS_KEPT {
        last = store
            .keep_report(&write, &format!("{{\"n\":{n}}}"))
            .await
            .unwrap();
        store.keep_report(&other, "{}").await.unwrap();
    }
    assert_eq!(
        store.report(&write, first).await.unwrap(),
        None,
        "the oldest is gone"
    );
    assert!(store.report(&write, last).await.unwrap().is_some());
}

/// A link the group replaced is told apart from one that never was (issue
/// 49.6), write and read alike, for the group's last 64 replaced links; the
/// current links and unknown ones are not "replaced".
async fn a_replaced_link_is_known_as_replaced_for_a_while(store: &Store) {
    let made = store.create_group("Rotating").await.unwrap();
    let write = store.access(made.token.as_str()).await.unwrap().unwrap();
    let new_read = store.rotate(&write, Link::Read).await.unwrap();
    assert!(store.was_replaced(made.read_token.as_str()).await.unwrap());
    assert!(!store.was_replaced(new_read.as_str()).await.unwrap());
    assert!(!store.was_replaced(made.token.as_str()).await.unwrap());
    let unknown = store::Token::new().unwrap();
    assert!(!store.was_replaced(unknown.as_str()).await.unwrap());
    assert!(!store.was_replaced("nonsense").await.unwrap());

    // 65 more write links: the first replaced one is forgotten (only
    // unknown now), the 64 after it are still known.
    let mut links = vec![made.token.clone()];
    for _ in 0..65 {
        let access = store
            .access(links.last().unwrap().as_str())
            .await
            .unwrap()
            .unwrap();
        links.push(store.rotate(&access, Link::Write).await.unwrap());
    }
    let current = links.pop().unwrap();
    assert!(!store.was_replaced(current.as_str()).await.unwrap());
    // The read link's replacement was the group's first: it went too.
    assert!(!store.was_replaced(made.read_token.as_str()).await.unwrap());
    assert!(!store.was_replaced(links[0].as_str()).await.unwrap());
    for link in &links[1..] {
        assert!(
            store.was_replaced(link.as_str()).await.unwrap(),
            "{}",
            link.as_str()
        );
    }
    assert_eq!(store.access(links[1].as_str()).await.unwrap(), None);
}
