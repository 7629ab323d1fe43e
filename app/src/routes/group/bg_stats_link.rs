//! BG Stats' documented link for recording a play
//! (`https://app.bgstatsapp.com/createPlay.html?data=<JSON>`): what its format
//! takes and Tableside knows. `sourceName` and `sourcePlayId` let BG Stats
//! update a play sent twice instead of adding it again; the game goes by its
//! BoardGameGeek id (the Citadels edition's own) and its English name;
//! `board` is the recorded setup in a few words, in the page's language.

use crate::i18n::Strings;
use serde_json::{json, Value};

/// How BG Stats names where a play came from.
const SOURCE_NAME: &str = "Tableside";

/// The link for a saved play, from its stored record and its result, in the
/// words of `t` (the page's or the request's language).
pub fn bg_stats_href_of(
    play: &store::StoredPlay,
    sheet: &games::ScoreSheet,
    t: &Strings,
) -> String {
    let seats = sheet
        .players
        .iter()
        .enumerate()
        .map(|(seat, player)| store::SeatSummary {
            seat: seat as i64,
            name: player.name.clone(),
            total: player.total,
            place: i64::from(player.rank),
            winner: sheet.winners.contains(&player.name),
        })
        .collect();
    let summary = store::PlaySummary {
        id: play.id.clone(),
        game: play.game,
        played_at: play.played_at.clone(),
        duration_min: play.duration_min,
        place: play.place.clone(),
        note: play.note.clone(),
        start_seat: play
            .setup
            .as_ref()
            .and_then(|setup| setup.get(store::START_SEAT))
            .and_then(Value::as_i64),
        setup: play.setup.clone(),
        edition: store::edition_of(&play.score, play.setup.as_ref()),
        unfinished: sheet.not_over(),
        seats,
    };
    bg_stats_href(&summary, t)
}

pub(super) fn bg_stats_href(play: &store::PlaySummary, t: &Strings) -> String {
    let players: Vec<Value> = play
        .seats
        .iter()
        .map(|seat| {
            json!({
                "name": seat.name,
                "score": seat.total,
                // An unfinished game's leaders won nothing.
                "winner": play.won(seat),
                "rank": seat.place,
                "startPlayer": play.start_seat == Some(seat.seat),
                "sourcePlayerId": seat.name.trim().to_lowercase(),
            })
        })
        .collect();
    let mut data = json!({
        "sourceName": SOURCE_NAME,
        "sourcePlayId": play.id,
        "playDate": format!("{}:00", super::head::when(&play.played_at)),
        "game": {
            "name": play.game.info().name,
            "bggId": play.bgg_id(),
            "highestWins": true,
            "noPoints": false,
            "sourceGameId": play.game.slug(),
        },
        "players": players,
    });
    if let Some(board) = play
        .setup
        .as_ref()
        .and_then(|setup| setup_in_words(t, play.game, setup))
    {
        data["board"] = json!(board);
    }
    if let Some(minutes) = play.duration_min {
        data["durationMin"] = json!(minutes);
    }
    if let Some(place) = &play.place {
        data["location"] = json!(place);
    }
    if let Some(note) = &play.note {
        data["comments"] = json!(note);
    }
    format!(
        "https://app.bgstatsapp.com/createPlay.html?{}",
        crate::links::encode_query(&[("data", data.to_string())])
    )
}

/// A recorded setup as the page names it: "Board: Random · Seed K3XQ9ZD",
/// "Edition: 2016 · Seed …", "Seed …"; `None` when it names no seed.
fn setup_in_words(t: &Strings, game: games::GameId, setup: &Value) -> Option<String> {
    let seed_words = |code: &str| format!("{} {code}", t.manage.setup_seed);
    let Some((options, seed)) = store::recorded_setup(game, setup) else {
        // A seed alone still says which setup it was.
        let seed = setup.get("seed").and_then(Value::as_str)?;
        return games::Seed::parse(seed)
            .ok()
            .map(|seed| seed_words(seed.code()));
    };
    let kind = options
        .kind()
        .and_then(|kind| crate::game_views::kind_words(game, kind, t.language));
    Some(match kind {
        Some((label, name)) => format!(
            "{} · {}",
            (t.groups.kind_label)(label, name),
            seed_words(seed.code())
        ),
        None => seed_words(seed.code()),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Texts;
    use games::{GameId, Language};

    fn play(game: GameId, setup: Option<Value>) -> store::PlaySummary {
        store::PlaySummary {
            id: "6f1c2d3e-4a5b-4c6d-8e7f-0123456789ab".into(),
            game,
            played_at: "2026-11-23T20:15:00+08:00".into(),
            duration_min: Some(80),
            place: Some("Ann's & co".into()),
            note: None,
            start_seat: Some(0),
            setup,
            edition: None,
            unfinished: false,
            seats: vec![store::SeatSummary {
                seat: 0,
                name: "Ann".into(),
                total: 10,
                place: 1,
                winner: true,
            }],
        }
    }

    /// The link's data, decoded as BG Stats reads it.
    fn data_of(href: &str) -> Value {
        let encoded = href
            .strip_prefix("https://app.bgstatsapp.com/createPlay.html?data=")
            .unwrap();
        assert!(!encoded.contains(['&', ' ', '"', '{']), "{encoded}");
        serde_json::from_str(&percent_decode(encoded)).unwrap()
    }

    fn english() -> &'static Strings {
        Language::English.strings()
    }

    #[test]
    fn a_play_goes_to_bg_stats_as_its_documented_link_describes() {
        let setup = serde_json::json!({"seed": "K3XQ9ZD", "players": 3, "mode": "random"});
        let data = data_of(&bg_stats_href(&play(GameId::Catan, Some(setup)), english()));
        assert_eq!(data["sourceName"], "Tableside");
        assert_eq!(data["sourcePlayId"], "6f1c2d3e-4a5b-4c6d-8e7f-0123456789ab");
        assert_eq!(data["playDate"], "2026-11-23 20:15:00");
        assert_eq!(data["durationMin"], 80);
        assert_eq!(data["location"], "Ann's & co");
        assert_eq!(data["game"]["name"], "Catan");
        assert_eq!(data["game"]["bggId"], 13);
        assert_eq!(data["game"]["highestWins"], true);
        assert_eq!(data["board"], "Board: Random · Setup seed K3XQ9ZD");
        assert_eq!(data["players"][0]["score"], 10);
        assert_eq!(data["players"][0]["winner"], true);
        assert_eq!(data["players"][0]["startPlayer"], true);
        assert!(data.get("comments").is_none());
    }

    #[test]
    fn each_citadels_edition_goes_by_its_own_id_and_a_seed_alone_is_a_board() {
        let mut classic = play(
            GameId::Citadels,
            Some(serde_json::json!({"seed": "NIGHT7"})),
        );
        classic.edition = Some("classic");
        let mut newer = classic.clone();
        newer.edition = Some("2016");
        let (classic, newer) = (
            data_of(&bg_stats_href(&classic, english())),
            data_of(&bg_stats_href(&newer, english())),
        );
        assert_eq!(classic["game"]["bggId"], 478);
        assert_eq!(newer["game"]["bggId"], 205398);
        // The seed as the setup page writes it.
        assert_eq!(classic["board"], "Setup seed N1GHT7");
        let ids: Vec<u32> = GameId::ALL.iter().map(|g| g.info().bgg_id).collect();
        assert_eq!(ids, [129710, 144632, 478, 13, 217780]);
        // No setup, no board.
        let plain = data_of(&bg_stats_href(&play(GameId::Gentes, None), english()));
        assert!(plain.get("board").is_none());
    }

    fn percent_decode(text: &str) -> String {
        let bytes = text.as_bytes();
        let mut out = Vec::new();
        let mut i = 0;
        while i < bytes.len() {
            match bytes[i] {
                b'%' => {
                    out.push(u8::from_str_radix(&text[i + 1..i + 3], 16).unwrap());
                    i += 3;
                }
                b'+' => {
                    out.push(b' ');
                    i += 1;
                }
                b => {
                    out.push(b);
                    i += 1;
                }
            }
        }
        String::from_utf8(out).unwrap()
    }
}
