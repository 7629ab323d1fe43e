//! A scorepad as a phone keeps it, read on the server when the phone saves the
//! game as a play: the same reading the pad scores with, so the stored input is
//! what the player saw scored.

use super::messages::problem_message;
use super::pad::{ScoreState, SEED};
use crate::i18n::Locale;
use games::setup_query::SetupOptions;
use games::{GameId, ScoreInput, Seed};

/// What a kept pad holds for a play.
#[derive(Debug, Clone)]
pub struct KeptPad {
    pub game: GameId,
    pub input: ScoreInput,
    /// The seed of the setup the game was played on, when the pad came from one.
    pub seed: Option<String>,
}

/// Why a kept pad cannot be saved, in the page's language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum KeptPadError {
    /// The text is not a scorepad this version can read.
    Unreadable,
    /// What the pad itself lists under its results: each problem in words.
    Problems(Vec<String>),
}

/// Reads a kept pad (its storage text); unnamed seats are named as the page in
/// `locale` names them.
pub fn read_kept_pad(text: &str, locale: Locale) -> Result<KeptPad, KeptPadError> {
    let pad = ScoreState::decode(text).ok_or(KeptPadError::Unreadable)?;
    let island = locale.island();
    let default_name = |n: usize| (island.seat)(n as u8);
    if let Err(problems) = pad.score(&default_name) {
        let t = &island.score;
        let said = problems
            .iter()
            .map(|problem| {
                let place = pad
                    .place_of(problem)
                    .and_then(|(_, key)| pad.field(&key))
                    .map(|field| t.label(&field))
                    .filter(|label| !label.is_empty());
                match (problem_message(t, &pad, problem), place) {
                    (Some(message), Some(label)) => format!("{label}{}{message}", t.then),
                    (Some(message), None) => message,
                    (None, Some(label)) => format!("{} {label}", t.still_to_enter),
                    (None, None) => t.still_to_enter.to_owned(),
                }
            })
            .collect();
        return Err(KeptPadError::Problems(said));
    }
    let input = pad
        .input(&default_name)
        .map_err(|_| KeptPadError::Unreadable)?;
    Ok(KeptPad {
        game: pad.game,
        input,
        seed: pad.table.get(SEED).cloned(),
    })
}

/// The setup a scorepad was played on, when its address (`query`, its pairs
/// decoded) draws one with the pad's own `seed`: read as the setup page reads
/// it, so the options and the start player are the ones the table saw. The
/// options are the setup as dealt (a Citadels round in progress starts over).
pub fn setup_of_pad(
    game: GameId,
    query: &[(String, String)],
    seed: &str,
) -> Option<(SetupOptions, Seed, u8)> {
    let mut params = leptos_router::params::ParamsMap::new();
    for (key, value) in query {
        params.insert(key.clone(), value.clone());
    }
    let (options, drawn, setup) = crate::routes::setup::Request::drawn(game, &params)?;
    // Compared as seeds: a code typed with O for 0 is the same seed.
    let same = Seed::parse(seed).is_ok_and(|seed| seed == drawn);
    same.then(|| (options.for_new_setup(), drawn, setup.opening_seat().1))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn gentes(tracks: &[&str]) -> String {
        let names: Vec<String> = (0..tracks.len()).map(|_| String::new()).collect();
        let mut pad = ScoreState::new(GameId::Gentes, &names);
        pad.seats[0].name = "Ann".into();
        let ids: Vec<u32> = pad.seats.iter().map(|s| s.id).collect();
        for (id, track) in ids.into_iter().zip(tracks) {
            pad.set_value(id, "track", (*track).to_owned());
        }
        pad.table.insert(SEED.into(), "ABC123".into());
        pad.encode()
    }

    #[test]
    fn the_pads_setup_is_the_setup_pages_own_for_the_pads_seed() {
        let query = |seed: &str| {
            vec![
                ("players".to_owned(), "4".to_owned()),
                ("seed".to_owned(), seed.to_owned()),
            ]
        };
        let options = games::setup_query::SetupOptions::defaults(GameId::Catan, 4);
        let seed = games::Seed::parse("ABC123").unwrap();
        let expected = options.setup(&seed).unwrap().opening_seat().1;
        assert_eq!(
            setup_of_pad(GameId::Catan, &query("ABC123"), "ABC123"),
            Some((options, seed, expected))
        );
        // Another setup's address says nothing about this pad's game.
        assert_eq!(
            setup_of_pad(GameId::Catan, &query("XYZ789"), "ABC123"),
            None
        );
        assert_eq!(setup_of_pad(GameId::Catan, &[], "ABC123"), None);
    }

    #[test]
    fn a_kept_pad_reads_as_the_input_the_page_scored() {
        let kept = read_kept_pad(&gentes(&["40", "31"]), Locale::En).unwrap();
        assert_eq!(kept.game, GameId::Gentes);
        assert_eq!(kept.seed.as_deref(), Some("ABC123"));
        let sheet = kept.input.score().unwrap();
        assert_eq!(sheet.winners, ["Ann"]);
        // The unnamed seat is named as the page names it, in its language.
        assert_eq!(sheet.players[1].name, "Player 2");
        let zh = read_kept_pad(&gentes(&["40", "31"]), Locale::ZhTw).unwrap();
        assert_ne!(zh.input.score().unwrap().players[1].name, "Player 2");
    }

    #[test]
    fn a_pad_with_problems_or_no_pad_is_refused_in_words() {
        let Err(KeptPadError::Problems(said)) = read_kept_pad(&gentes(&["x", "31"]), Locale::En)
        else {
            panic!("a track of x was saved")
        };
        assert_eq!(said, ["Score track: Enter a whole number."]);
        assert_eq!(
            read_kept_pad("not a pad", Locale::En).unwrap_err(),
            KeptPadError::Unreadable
        );
    }
}
