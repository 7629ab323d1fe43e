//! A live table's pad in the browser. Each edit goes to `/live.js` as the pad
//! before and after it (the server makes the table's changes from the two);
//! the table's news comes back from it as the table's pad, with word of
//! whether edits of this phone are still on their way, in which case they
//! are laid over the news so that nothing typed flickers away. The network,
//! the queue of edits and their retries are `/live.js`'s.

use super::entries::Entries;
use super::pad::ScoreState;
#[cfg(feature = "hydrate")]
use leptos::prelude::*;
#[cfg(feature = "hydrate")]
use std::cell::RefCell;

#[cfg(feature = "hydrate")]
/// Where the island and `/live.js` leave pads for each other.
const EDIT_FROM: &str = "tableside:live:from";
#[cfg(feature = "hydrate")]
const EDIT_TO: &str = "tableside:live:to";
#[cfg(feature = "hydrate")]
const NEWS: &str = "tableside:live:news";

#[cfg(feature = "hydrate")]
/// The last table taken from the news, and the last pad handed on as edited.
struct Synced {
    table: ScoreState,
    sent: ScoreState,
}

#[cfg(feature = "hydrate")]
thread_local! {
    static SYNCED: RefCell<Option<Synced>> = const { RefCell::new(None) };
}

#[cfg(feature = "hydrate")]
/// Starts following the table's news for `pad`, as the page drew it.
pub fn follow(pad: RwSignal<ScoreState>) {
    let drawn = pad.get_untracked();
    SYNCED.set(Some(Synced {
        table: drawn.clone(),
        sent: drawn,
    }));
    let _ = window_event_listener_untyped("tableside-live-news", move |_| {
        let Some(news) = crate::browser::load(NEWS) else {
            return;
        };
        let (waiting, text) = news.split_once('\n').unwrap_or(("", &news));
        let Some(table) = ScoreState::decode(text) else {
            return;
        };
        let shown = pad.with_untracked(|current| {
            SYNCED.with_borrow_mut(|synced| {
                let synced = synced.as_mut()?;
                let mut shown = table.clone();
                if waiting == "waiting" {
                    lay_over(&synced.table, current, &mut shown);
                }
                synced.table = table;
                synced.sent = shown.clone();
                (&shown != current).then_some(shown)
            })
        });
        if let Some(shown) = shown {
            pad.set(shown);
        }
    });
}

#[cfg(feature = "hydrate")]
/// Hands an edit of the pad to `/live.js` (nothing if the pad is as last sent
/// or taken from the news).
pub fn edited(current: &ScoreState) {
    let from = SYNCED.with_borrow_mut(|synced| {
        let synced = synced.as_mut()?;
        (&synced.sent != current).then(|| std::mem::replace(&mut synced.sent, current.clone()))
    });
    if let Some(from) = from {
        crate::browser::save(EDIT_FROM, &from.encode());
        crate::browser::save(EDIT_TO, &current.encode());
        crate::browser::announce("tableside-live-edit");
    }
}

/// What `mine` changed since `table` was taken, made again in `news`. Seats
/// match by place: a live table's seats are never moved or removed.
fn lay_over(table: &ScoreState, mine: &ScoreState, news: &mut ScoreState) {
    for (index, seat) in mine.seats.iter().enumerate() {
        let before = table.seats.get(index);
        if index >= news.seats.len() {
            news.add_seat(seat.name.clone());
        }
        let Some(now) = news.seats.get_mut(index) else {
            continue;
        };
        if before.is_none_or(|b| b.name != seat.name) {
            now.name = seat.name.clone();
        }
        let empty = Entries::new();
        changed(
            before.map_or(&empty, |b| &b.values),
            &seat.values,
            &mut now.values,
        );
    }
    changed(&table.table, &mine.table, &mut news.table);
}

/// Puts into `news` each entry that differs between `was` and `is`.
fn changed(was: &Entries, is: &Entries, news: &mut Entries) {
    for (key, value) in is.iter() {
        if was.get(key) != Some(value) {
            news.insert(key.clone(), value.clone());
        }
    }
    for (key, _) in was.iter() {
        if is.get(key).is_none() {
            news.remove(key);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use games::GameId;

    #[test]
    fn edits_on_their_way_are_laid_over_the_news_and_the_rest_is_the_news() {
        let names = ["Ann".to_owned(), "Bo".to_owned()];
        let table = ScoreState::new(GameId::Catan, &names);
        let mut mine = table.clone();
        mine.set_value(0, "settlements", "4".into());
        mine.table.insert("longest_road".into(), "1".into());
        mine.add_seat("Cy".into());
        mine.set_value(2, "cities", "2".into());
        // Meanwhile another phone: Bo's cities, Ann's settlements, a new name.
        let mut news = table.clone();
        news.set_value(1, "cities", "3".into());
        news.set_value(0, "settlements", "2".into());
        news.seats[1].name = "Bob".into();
        let mut shown = news.clone();
        lay_over(&table, &mine, &mut shown);
        assert_eq!(shown.value(0, "settlements"), "4", "mine, still on its way");
        assert_eq!(shown.value(1, "cities"), "3");
        assert_eq!(shown.seats[1].name, "Bob");
        assert_eq!(shown.seats[2].name, "Cy");
        assert_eq!(shown.value(2, "cities"), "2");
        assert_eq!(
            shown.table.get("longest_road").map(String::as_str),
            Some("1")
        );
        // An entry emptied here is emptied over the news.
        let mut cleared = news.clone();
        cleared.table.insert("ended_by".into(), "0".into());
        let mut mine = cleared.clone();
        mine.table.remove("ended_by");
        let mut emptied = cleared.clone();
        lay_over(&cleared, &mine, &mut emptied);
        assert_eq!(emptied.table.get("ended_by"), None);
    }
}
