//! The one door a game comes through to be saved: the pad as a phone keeps it,
//! read once and scored once by the code the page scores with (so the stored
//! play is what the players saw scored), and the setup its address draws.

use super::{Problem, ScoreState, SEED};
use crate::dice::{decode_rolls, ROLLS_KEY};
use crate::rounds::{decode_rounds, Round, ROUNDS_KEY};
use crate::setup_query::SetupOptions;
use crate::{GameId, Scored, Seed};

/// What a kept pad holds for a play.
#[derive(Debug, Clone)]
pub struct KeptPad {
    pub game: GameId,
    pub scored: Scored,
    /// The seed of the setup the game was played on, when the pad came from one.
    pub seed: Option<String>,
    /// The dice rolled at the table (Catan's dice panel), in order.
    pub rolls: Vec<u8>,
    /// The game round by round, for a game kept so (`crate::rounds`).
    pub rounds: Vec<Round>,
}

/// Why a kept pad cannot be saved.
#[derive(Debug, Clone)]
pub enum SaveRefused {
    /// The text is not a scorepad this version can read.
    Unreadable,
    /// The pad as read, and what it lists under its results (to be put in
    /// words in the page's language).
    Problems {
        pad: ScoreState,
        problems: Vec<Problem>,
    },
}

impl KeptPad {
    /// Reads a kept pad (its storage text); a seat left unnamed is named
    /// `default_name(seat number)`, as the page in the save's language names it.
    pub fn read(
        text: &str,
        default_name: &dyn Fn(usize) -> String,
    ) -> Result<KeptPad, SaveRefused> {
        let pad = ScoreState::decode(text).ok_or(SaveRefused::Unreadable)?;
        // Rolls the pad keeps are written by the dice panel: damaged ones make
        // the pad one this version cannot read, not a game without dice.
        let rolls = match pad.table.get(ROLLS_KEY) {
            Some(kept) => decode_rolls(kept).ok_or(SaveRefused::Unreadable)?,
            None => Vec::new(),
        };
        // Rounds alike (a saved play's edit pad holds them), checked by the
        // rules when the play is saved.
        let rounds = match pad.table.get(ROUNDS_KEY) {
            Some(kept) => decode_rounds(kept).ok_or(SaveRefused::Unreadable)?,
            None => Vec::new(),
        };
        match pad.scored(default_name) {
            Ok(scored) => Ok(KeptPad {
                game: pad.game,
                scored,
                seed: pad.table.get(SEED).cloned(),
                rolls,
                rounds,
            }),
            Err(problems) => Err(SaveRefused::Problems { pad, problems }),
        }
    }
}

/// The setup a scorepad was played on, when its address (`query`, its pairs
/// decoded; a name given twice counts as its last) draws one with the pad's
/// own `seed`: read as the setup page reads it, so the options and the start
/// player are the ones the table saw. The options are the setup as dealt (a
/// Citadels round in progress starts over).
pub fn setup_of_pad(
    game: GameId,
    query: &[(String, String)],
    seed: &str,
) -> Option<(SetupOptions, Seed, u8)> {
    let (options, drawn) = setup_options_of_pad(game, query, seed)?;
    let setup = options.as_dealt().setup(&drawn).ok()?;
    Some((options.for_new_setup(), drawn, setup.opening_seat().1))
}

/// [`setup_of_pad`]'s options and seed, not yet drawn (a server draws a
/// setup that may search long off its request threads): the setup is
/// `options.as_dealt()` drawn with the seed, the options kept are
/// `options.for_new_setup()`.
pub fn setup_options_of_pad(
    game: GameId,
    query: &[(String, String)],
    seed: &str,
) -> Option<(SetupOptions, Seed)> {
    let get = |name: &str| {
        query
            .iter()
            .rev()
            .find(|(key, _)| key == name)
            .map(|(_, value)| value.as_str())
    };
    let options = SetupOptions::from_page_query(game, get).ok()?;
    let drawn = Seed::parse(get("seed")?).ok()?;
    // Compared as seeds: a code typed with O for 0 is the same seed.
    if Seed::parse(seed).ok()? != drawn {
        return None;
    }
    Some((options, drawn))
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

    fn player(n: usize) -> String {
        format!("Player {n}")
    }

    #[test]
    fn the_pads_setup_is_the_setup_pages_own_for_the_pads_seed() {
        let query = |seed: &str| {
            vec![
                ("players".to_owned(), "4".to_owned()),
                ("seed".to_owned(), seed.to_owned()),
            ]
        };
        let options = SetupOptions::defaults(GameId::Catan, 4);
        let seed = Seed::parse("ABC123").unwrap();
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
        let kept = KeptPad::read(&gentes(&["40", "31"]), &player).unwrap();
        assert_eq!(kept.game, GameId::Gentes);
        assert_eq!(kept.seed.as_deref(), Some("ABC123"));
        let sheet = kept.scored.sheet();
        assert_eq!(sheet.winners, ["Ann"]);
        // The unnamed seat is named as the page names it.
        assert_eq!(sheet.players[1].name, "Player 2");
        assert_eq!(kept.scored.input().score().as_ref(), Ok(sheet));
    }

    #[test]
    fn a_pad_with_problems_or_no_pad_is_refused() {
        let Err(SaveRefused::Problems { problems, .. }) =
            KeptPad::read(&gentes(&["x", "31"]), &player)
        else {
            panic!("a track of x was saved")
        };
        assert!(
            matches!(&problems[..], [Problem::NotANumber { key, .. }] if key == "track"),
            "{problems:?}"
        );
        assert!(matches!(
            KeptPad::read("not a pad", &player),
            Err(SaveRefused::Unreadable)
        ));
    }

    #[test]
    fn a_kept_pad_brings_its_rounds_and_damaged_ones_make_it_unreadable() {
        let with_rounds = |rounds: &str| {
            let mut pad = ScoreState::decode(&gentes(&["40", "31"])).unwrap();
            pad.table.insert(ROUNDS_KEY.into(), rounds.into());
            pad.encode()
        };
        let kept = KeptPad::read(&with_rounds("crown=1,0=King,1=Thief"), &player).unwrap();
        assert_eq!(kept.rounds.len(), 1);
        assert_eq!(kept.rounds[0].picks[1].character, "Thief");
        // The rules (a game not kept round by round) are the store's to say.
        assert!(matches!(
            KeptPad::read(&with_rounds("crown=one"), &player),
            Err(SaveRefused::Unreadable)
        ));
        assert!(KeptPad::read(&gentes(&["40", "31"]), &player)
            .unwrap()
            .rounds
            .is_empty());
    }
}
