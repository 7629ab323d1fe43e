//! Live tables on every engine (`common::on_every_engine!`): each batch taken
//! once and in order, phones changing one table at once losing nothing, the
//! host's locks, watchers told of every change (on PostgreSQL through another
//! server too), and idle tables gone.

mod common;

use common::{names, postgres};
use games::live::Change;
use games::live_dice::{DiceOp, TableDice};
use games::GameId;
use serde_json::{json, Value};
use store::{Store, StoreError, TableEdit, Taken};

common::on_every_engine!(
    a_live_table_takes_each_batch_once_in_order,
    phones_changing_one_table_at_once_lose_nothing,
    a_watcher_hears_of_every_change,
    the_hosts_locks_keep_each_phone_to_its_seat,
    idle_tables_are_gone,
    a_tables_dice_take_every_phones_rolls_in_order,
    a_phone_far_behind_reads_the_table_as_it_stands,
);

/// A live table: batches numbered per phone, a resend changes nothing, an
/// impossible change takes its whole batch back, the last change to a field
/// wins, and a phone catches up from the last change it saw.
async fn a_live_table_takes_each_batch_once_in_order(store: &Store) {
    let made = store
        .create_table(GameId::Catan, &names(&["Ann", "Bo", "Cy"]))
        .await
        .unwrap();
    let code = made.table.code.as_str().to_owned();
    let fresh = store.table(&code.to_lowercase()).await.unwrap().unwrap();
    assert_eq!(fresh.seq, 0);
    assert_eq!(
        fresh.input,
        json!({"players": [{"name": "Ann"}, {"name": "Bo"}, {"name": "Cy"}]})
    );

    let first = [live("players[0].settlements", json!(4))];
    assert_eq!(
        store
            .change_table(&code, "phone-a", 1, None, &first)
            .await
            .unwrap(),
        Some(Taken::Made(1))
    );
    assert_eq!(
        store
            .change_table(&code, "phone-a", 1, None, &first)
            .await
            .unwrap(),
        Some(Taken::Again(1))
    );
    let second = [
        live("players[1].settlements", json!(3)),
        live("players[3].name", json!("Di")),
    ];
    assert_eq!(
        store
            .change_table(&code, "phone-b", 1, None, &second)
            .await
            .unwrap(),
        Some(Taken::Made(3))
    );

    let impossible = [
        live("players[2].settlements", json!(2)),
        live("players[0].gold", json!(3)),
    ];
    let refused = store
        .change_table(&code, "phone-c", 1, None, &impossible)
        .await
        .unwrap_err();
    match refused {
        StoreError::Rules(error) => assert_eq!(error.field().to_string(), "players[0].gold"),
        other => panic!("{other:?}"),
    }
    let after = store.table(&code).await.unwrap().unwrap();
    assert_eq!(after.seq, 3);
    assert_eq!(after.input["players"][2], json!({"name": "Cy"}));

    let later = [live("players[0].settlements", json!(5))];
    assert_eq!(
        store
            .change_table(&code, "phone-a", 2, None, &later)
            .await
            .unwrap(),
        Some(Taken::Made(4))
    );
    let table = store.table(&code).await.unwrap().unwrap();
    assert_eq!(table.input["players"][0]["settlements"], json!(5));
    assert_eq!(table.input["players"][3], json!({"name": "Di"}));

    let caught_up = store.table_changes_since(&code, 1).await.unwrap().unwrap();
    assert!(!caught_up.behind);
    let seen: Vec<(i64, Option<i64>, String)> = caught_up
        .changes
        .iter()
        .map(|c| (c.seq, c.seat, c.change.path.to_string()))
        .collect();
    assert_eq!(
        seen,
        [
            (2, None, "players[1].settlements".to_owned()),
            (3, None, "players[3].name".to_owned()),
            (4, None, "players[0].settlements".to_owned()),
        ]
    );
    assert_eq!(caught_up.changes[2].change.value, json!(5));

    for unknown in ["ZZZZZZZZ", "not a code", ""] {
        assert_eq!(store.table(unknown).await.unwrap(), None);
        assert_eq!(store.table_changes_since(unknown, 0).await.unwrap(), None);
        assert_eq!(
            store
                .change_table(unknown, "phone-a", 9, None, &later)
                .await
                .unwrap(),
            None
        );
    }
    assert!(matches!(
        store.change_table(&code, "a phone", 1, None, &later).await,
        Err(StoreError::Invalid { .. })
    ));
    assert!(matches!(
        store.create_table(GameId::Catan, &names(&["Ann"])).await,
        Err(StoreError::Rules(_))
    ));
}

/// Many phones sending batches to one table at once: every change numbered
/// once, none lost, none twice.
async fn phones_changing_one_table_at_once_lose_nothing(store: &Store) {
    let made = store
        .create_table(GameId::Catan, &names(&["Ann", "Bo", "Cy", "Di"]))
        .await
        .unwrap();
    let code = made.table.code.as_str().to_owned();
    let mut tasks = Vec::new();
    for phone in 0..12 {
        let (store, code) = (store.clone(), code.clone());
        tasks.push(tokio::spawn(async move {
            for batch in 1..=5i64 {
                let changes = [
                    live(&format!("players[{}].settlements", phone % 4), json!(batch)),
                    live(&format!("players[{}].cities", phone % 4), json!(batch % 4)),
                ];
                let client = format!("phone-{phone}");
                store
                    .change_table(&code, &client, batch, None, &changes)
                    .await
                    .unwrap()
                    .unwrap();
                // A resend of the same batch, as after a lost answer.
                let again = store
                    .change_table(&code, &client, batch, None, &changes)
                    .await;
                assert!(matches!(again.unwrap(), Some(Taken::Again(_))));
            }
        }));
    }
    for task in tasks {
        task.await.unwrap();
    }
    let changes = every_change(store, &code).await;
    let numbers: Vec<i64> = changes.iter().map(|c| c.seq).collect();
    assert_eq!(numbers, (1..=120).collect::<Vec<i64>>());
    assert_eq!(store.table(&code).await.unwrap().unwrap().seq, 120);
}

/// A table's dice: rolls from several phones kept in the order taken, a
/// resent batch taken once, one throw entered twice asked about, a late undo
/// refused, the record read back from the database; nothing moves once the
/// host has saved the table, and a game without dice keeps none.
async fn a_tables_dice_take_every_phones_rolls_in_order(store: &Store) {
    let mut shared = TableDice::default();
    shared.dice.rolls = vec![6, 8];
    let made = store
        .create_table_with_dice(GameId::Catan, &names(&["Ann", "Bo", "Cy"]), shared)
        .await
        .unwrap();
    let code = made.table.code.as_str().to_owned();
    let moves = |client: &'static str, seq: i64, ops: &'static [DiceOp]| {
        let (store, code) = (store.clone(), code.clone());
        async move {
            let edit = TableEdit {
                dice: ops,
                ..TableEdit::default()
            };
            store.edit_table(&code, client, seq, None, edit).await
        }
    };
    moves("phone-a", 1, &[DiceOp::Roll { sum: 5, seen: 2 }])
        .await
        .unwrap();
    let again = moves("phone-a", 1, &[DiceOp::Roll { sum: 5, seen: 2 }]).await;
    assert!(matches!(again.unwrap(), Some(Taken::Again(_))));
    // Phone b had not seen phone a's 5, and tapped 5 at once: asked about.
    moves("phone-b", 1, &[DiceOp::Roll { sum: 5, seen: 2 }])
        .await
        .unwrap();
    let table = store.table(&code).await.unwrap().unwrap();
    assert_eq!(table.dice.dice.rolls, vec![6, 8, 5, 5]);
    assert_eq!(table.dice.dice.doubt, Some(3));
    moves("phone-c", 1, &[DiceOp::Answer { at: 3, one: true }])
        .await
        .unwrap();
    // Phone b's undo of the 5 it saw last comes after phone c took it away.
    let late = moves("phone-b", 2, &[DiceOp::Undo { seen: 4 }]).await;
    assert!(matches!(late, Err(StoreError::TooLate { .. })), "{late:?}");
    let bad = moves("phone-b", 3, &[DiceOp::Roll { sum: 13, seen: 3 }]).await;
    assert!(matches!(bad, Err(StoreError::Invalid { .. })), "{bad:?}");
    moves("phone-b", 4, &[DiceOp::Robber { hex: 7 }])
        .await
        .unwrap();
    let table = store.table(&code).await.unwrap().unwrap();
    assert_eq!(table.dice.dice.rolls, vec![6, 8, 5]);
    assert_eq!(table.dice.dice.robber.map(|robber| robber.hex), Some(7));
    // The changes list the dice as they stood after each move.
    let changes = every_change(store, &code).await;
    let last = changes.last().unwrap();
    assert_eq!(last.change.path.to_string(), "dice");
    assert_eq!(last.change.value["rolls"], json!([6, 8, 5]));
    assert_eq!(table.seq, 4, "one change a batch that moved the dice");
    // Bo, at seat 1, takes the 5 back: every phone is told whose it was
    // (issue 62.5).
    store
        .take_seat(&code, "phone-b", Some(1))
        .await
        .unwrap()
        .unwrap();
    moves("phone-b", 5, &[DiceOp::Undo { seen: 3 }])
        .await
        .unwrap();
    let table = store.table(&code).await.unwrap().unwrap();
    let undone = table.dice.dice.undone_shown().unwrap();
    assert_eq!((undone.sum, undone.seat), (5, Some(1)));
    let changes = every_change(store, &code).await;
    let last = &changes.last().unwrap().change.value;
    assert_eq!(last["undone"], json!({"sum": 5, "seat": 1}));
    // Saved: no more rolls.
    store
        .table_to_finish(&code, made.host_key.as_str())
        .await
        .unwrap();
    store.mark_table_saved(&code).await.unwrap();
    let saved = moves("phone-a", 2, &[DiceOp::Roll { sum: 9, seen: 2 }]).await;
    assert!(
        matches!(saved, Err(StoreError::TooLate { .. })),
        "{saved:?}"
    );
    let gentes = store
        .create_table(GameId::Gentes, &names(&["Ann", "Bo"]))
        .await
        .unwrap();
    let edit = TableEdit {
        dice: &[DiceOp::Roll { sum: 7, seen: 0 }],
        ..TableEdit::default()
    };
    let refused = store
        .edit_table(gentes.table.code.as_str(), "phone-a", 1, None, edit)
        .await;
    assert!(
        matches!(refused, Err(StoreError::Invalid { .. })),
        "{refused:?}"
    );
}

/// A phone far behind reads the table as it stands (issue 61.7): changes past
/// one answer's budget (each dice change holds the dice whole, so 300 rolls
/// make 100,000 characters of them) or no longer kept are not sent, and one
/// close behind still gets every change it missed.
async fn a_phone_far_behind_reads_the_table_as_it_stands(store: &Store) {
    let made = store
        .create_table(GameId::Catan, &names(&["Ann", "Bo", "Cy"]))
        .await
        .unwrap();
    let code = made.table.code.as_str().to_owned();
    for seen in 0..300usize {
        let roll = [DiceOp::Roll {
            sum: 2 + (seen % 11) as u8,
            seen,
        }];
        let edit = TableEdit {
            dice: &roll,
            ..TableEdit::default()
        };
        let client_seq = seen as i64 + 1;
        store
            .edit_table(&code, "phone-a", client_seq, None, edit)
            .await
            .unwrap()
            .unwrap();
    }
    let far = store.table_changes_since(&code, 0).await.unwrap().unwrap();
    assert_eq!(
        far,
        store::CatchUp {
            changes: Vec::new(),
            behind: true
        }
    );
    let close = store
        .table_changes_since(&code, 295)
        .await
        .unwrap()
        .unwrap();
    assert!(!close.behind);
    let numbers: Vec<i64> = close.changes.iter().map(|c| c.seq).collect();
    assert_eq!(numbers, [296, 297, 298, 299, 300]);
    let chars: usize = close
        .changes
        .iter()
        .map(|c| c.change.value.to_string().len())
        .sum();
    assert!(chars < store::MAX_CATCH_UP_CHARS as usize, "{chars}");

    // 1,024 small changes: the first 24 are no longer kept.
    let fields = store
        .create_table(GameId::Catan, &names(&["Ann", "Bo", "Cy"]))
        .await
        .unwrap();
    let code = fields.table.code.as_str().to_owned();
    for batch in 0..16i64 {
        let changes: Vec<Change> = (0..64)
            .map(|at| live("players[0].settlements", json!((batch * 64 + at) % 5)))
            .collect();
        store
            .change_table(&code, "phone-a", batch + 1, None, &changes)
            .await
            .unwrap()
            .unwrap();
    }
    let pruned = store.table_changes_since(&code, 23).await.unwrap().unwrap();
    assert!(pruned.behind, "change 24 is gone");
    let kept = store.table_changes_since(&code, 24).await.unwrap().unwrap();
    assert!(!kept.behind);
    assert_eq!(kept.changes.len(), 1000);
    assert_eq!(kept.changes[0].seq, 25);
}

/// Phones watching a table hear of each change made, once it is made.
async fn a_watcher_hears_of_every_change(store: &Store) {
    let made = store
        .create_table(GameId::Catan, &names(&["Ann", "Bo", "Cy"]))
        .await
        .unwrap();
    let code = made.table.code.clone();
    let mut word = store.watch_table(&code).await.unwrap();
    let change = [live("players[0].settlements", json!(3))];
    store
        .change_table(code.as_str(), "phone-a", 1, None, &change)
        .await
        .unwrap();
    assert_eq!(heard(&mut word).await, 1);
    // A refused batch and a resend are no news.
    let refused = [live("players[0].gold", json!(1))];
    assert!(store
        .change_table(code.as_str(), "phone-b", 1, None, &refused)
        .await
        .is_err());
    store
        .change_table(code.as_str(), "phone-a", 1, None, &change)
        .await
        .unwrap();
    store
        .change_table(code.as_str(), "phone-a", 2, None, &change)
        .await
        .unwrap();
    let mut next = heard(&mut word).await;
    // On PostgreSQL the same word may come twice: from this process, and
    // back from the database's channel.
    while next == 1 {
        next = heard(&mut word).await;
    }
    assert_eq!(next, 2);
}

/// Phones take seats (one phone a seat); the host, with the table's key,
/// locks the seats (a phone then changes only its own) and joining (no new
/// seats, no new phones seated), and is held by neither.
async fn the_hosts_locks_keep_each_phone_to_its_seat(store: &Store) {
    let made = store
        .create_table(GameId::Catan, &names(&["Ann", "Bo", "Cy"]))
        .await
        .unwrap();
    let (code, key) = (
        made.table.code.as_str().to_owned(),
        made.host_key.as_str().to_owned(),
    );
    let locked =
        |result: Result<Option<Taken>, StoreError>| matches!(result, Err(StoreError::Locked(_)));
    let joining_locked = |result: Result<Option<Taken>, StoreError>| {
        matches!(result, Err(StoreError::JoiningLocked(_)))
    };

    store
        .take_seat(&code, "phone-a", Some(0))
        .await
        .unwrap()
        .unwrap();
    let taken = store.take_seat(&code, "phone-b", Some(0)).await;
    assert!(
        matches!(taken, Err(StoreError::Invalid { .. })),
        "{taken:?}"
    );
    assert!(matches!(
        store.take_seat(&code, "phone-b", Some(3)).await,
        Err(StoreError::Invalid { .. })
    ));
    let table = store
        .take_seat(&code, "phone-b", Some(1))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(table.taken, [0, 1]);

    assert!(matches!(
        store
            .host_table(&code, "0000000000000000000000000a", Some(true), None, None)
            .await,
        Err(StoreError::NotHost)
    ));
    let table = store
        .host_table(&code, &key, Some(true), None, None)
        .await
        .unwrap()
        .unwrap();
    assert!(table.seats_locked && !table.joining_locked);

    let own = [live("players[0].settlements", json!(4))];
    assert!(store
        .change_table(&code, "phone-a", 1, None, &own)
        .await
        .unwrap()
        .is_some());
    let others = [live("players[1].cities", json!(1))];
    assert!(locked(
        store.change_table(&code, "phone-a", 2, None, &others).await
    ));
    let table_field = [live("highest_score_wins", json!(true))];
    assert!(locked(
        store
            .change_table(&code, "phone-a", 3, None, &table_field)
            .await
    ));
    let unseated = [live("players[2].cities", json!(1))];
    assert!(locked(
        store
            .change_table(&code, "phone-c", 1, None, &unseated)
            .await
    ));
    assert!(store
        .change_table(&code, "host", 1, Some(&key), &unseated)
        .await
        .unwrap()
        .is_some());
    assert!(matches!(
        store.take_seat(&code, "phone-b", Some(2)).await,
        Err(StoreError::Locked(_))
    ));

    // Seats free again, joining locked: no new seat, no new phone seated.
    let table = store
        .host_table(&code, &key, Some(false), Some(true), None)
        .await
        .unwrap()
        .unwrap();
    assert!(!table.seats_locked && table.joining_locked);
    assert!(matches!(
        store.take_seat(&code, "phone-c", Some(2)).await,
        Err(StoreError::JoiningLocked(_))
    ));
    let new_seat = [live("players[3].name", json!("Di"))];
    assert!(joining_locked(
        store
            .change_table(&code, "phone-a", 4, None, &new_seat)
            .await
    ));
    assert!(store
        .change_table(&code, "phone-a", 5, None, &others)
        .await
        .unwrap()
        .is_some());

    // Each change is shown with its author's seat, never the phone's id.
    let changes = every_change(store, &code).await;
    let seats: Vec<Option<i64>> = changes.iter().map(|c| c.seat).collect();
    assert_eq!(seats, [Some(0), None, Some(0)]);

    // Ann's phone is lost: the host frees her seat, and (joining open again)
    // her new phone takes it; a wrong key frees nothing.
    assert!(matches!(
        store
            .host_table(&code, "0000000000000000000000000a", None, None, Some(0))
            .await,
        Err(StoreError::NotHost)
    ));
    let table = store
        .host_table(&code, &key, None, None, Some(0))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(table.taken, [1]);
    // Each phone is told its own seat: Ann's old phone has none now.
    assert_eq!(store.seat_of(&code, "phone-a").await.unwrap(), None);
    assert_eq!(store.seat_of(&code, "phone-b").await.unwrap(), Some(1));
    assert!(store.seat_of(&code, "not a phone id").await.is_err());
    assert!(matches!(
        store.take_seat(&code, "phone-d", Some(0)).await,
        Err(StoreError::JoiningLocked(_))
    ));
    store
        .host_table(&code, &key, None, Some(false), None)
        .await
        .unwrap()
        .unwrap();
    let table = store
        .take_seat(&code, "phone-d", Some(0))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(table.taken, [0, 1]);

    // Saved by its host: every phone reading it is told.
    assert!(!table.saved);
    assert!(store.mark_table_saved(&code).await.unwrap());
    assert!(store.table(&code).await.unwrap().unwrap().saved);
    assert!(!store.mark_table_saved("ZZZZZZZZ").await.unwrap());
}

/// A table nobody changes for the idle time is gone, whatever its code.
async fn idle_tables_are_gone(store: &Store) {
    let made = store
        .create_table(GameId::Catan, &names(&["Ann", "Bo", "Cy"]))
        .await
        .unwrap();
    let code = made.table.code.as_str().to_owned();
    // Idle after 2 s: a table made this second is still there (with 0 s it
    // was gone whenever the clock's second turned between the two calls),
    // and gone 3 s on.
    let brief = store
        .clone()
        .with_live_idle(std::time::Duration::from_secs(2));
    assert!(brief.table(&code).await.unwrap().is_some());
    tokio::time::sleep(std::time::Duration::from_millis(3100)).await;
    assert_eq!(brief.table(&code).await.unwrap(), None);
    let change = [live("players[0].settlements", json!(3))];
    assert_eq!(
        brief
            .change_table(&code, "phone-a", 1, None, &change)
            .await
            .unwrap(),
        None
    );
    // The store with a day's idle time still has it, until a new table clears
    // away the idle ones.
    assert!(store.table(&code).await.unwrap().is_some());
    brief
        .create_table(GameId::Catan, &names(&["Ann", "Bo", "Cy"]))
        .await
        .unwrap();
    assert_eq!(store.table(&code).await.unwrap(), None);
}

/// Waits for word of a change (at most five seconds).
async fn heard(word: &mut tokio::sync::broadcast::Receiver<i64>) -> i64 {
    tokio::time::timeout(std::time::Duration::from_secs(5), word.recv())
        .await
        .expect("word of the change within 5 s")
        .unwrap()
}

/// Every change a table keeps, from its first.
async fn every_change(store: &Store, code: &str) -> Vec<store::NumberedChange> {
    let caught_up = store.table_changes_since(code, 0).await.unwrap().unwrap();
    caught_up.changes
}

fn live(path: &str, value: Value) -> Change {
    Change {
        path: games::FieldPath::parse(path),
        value,
    }
}

/// Two servers on one PostgreSQL: a change made through one reaches the
/// phones watching through the other.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs PostgreSQL: make test runs it through scripts/with-postgres.sh"]
async fn a_change_through_one_server_reaches_watchers_of_another() {
    let (one, other) = (postgres().await, postgres().await);
    let made = one
        .create_table(GameId::Catan, &names(&["Ann", "Bo", "Cy"]))
        .await
        .unwrap();
    let code = made.table.code.clone();
    let mut word = other.watch_table(&code).await.unwrap();
    let change = [live("players[1].cities", json!(2))];
    one.change_table(code.as_str(), "phone-a", 1, None, &change)
        .await
        .unwrap();
    assert_eq!(heard(&mut word).await, 1);
    let table = other.table(code.as_str()).await.unwrap().unwrap();
    assert_eq!(table.input["players"][1]["cities"], json!(2));
}
