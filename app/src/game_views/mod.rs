//! Each game's own part of the pages: its setup view, the scorepad controls of
//! a field kind only it has, and the words for them, in a folder of the game's
//! name beside `games`' (its rules). This file is the app's list of them: the
//! pages ask it and never name a game. The list itself is `games`' registry
//! (`for_every_game!`), so a game missing here fails to compile.

pub(crate) mod card_city;
pub(crate) mod catan;
pub(crate) mod citadels;
pub(crate) mod city_council;
pub(crate) mod gentes;

/// The scorepad's controls for the field kinds a game keeps in a format of its
/// own (`Kind::Districts`, `Kind::Grid`).
pub(crate) use card_city::grid_editor::CityGridEditor;
pub(crate) use citadels::editor::CitadelsCity;

use crate::components::setup_facts::Drawn;
use games::setup_query::{Setup, SetupOptions};
use games::{for_every_game, Game, GameId, InputError, Language, Words};
use leptos::prelude::*;

/// What a game shows of its own, beside what every game's pages share.
pub(crate) trait GameViews: Game {
    /// The home page's line about the game.
    const BLURB: Words;

    /// What the game calls the seat that opens it, when it is not the start
    /// player (City Council's first chair, Citadels' crown).
    fn opener(_language: Language) -> Option<&'static str> {
        None
    }
    /// Controls for its own options, above the seed (an edition, a board mode).
    fn options_view(_drawn: Drawn) -> Option<AnyView> {
        None
    }
    /// A drawn setup; `opening` names who opens it.
    fn setup_view(drawn: Drawn, setup: Self::Setup, opening: (&'static str, u8)) -> AnyView;
    /// What a saved game shows of its setup beyond the facts every game has.
    fn saved_view(_drawn: Drawn, _setup: Self::Setup, _language: Language) -> Option<AnyView> {
        None
    }
    /// A kind (`SetupOptions::kind`) as the setup page names it: the option's
    /// label and the choice.
    fn kind_words(_kind: &str, _language: Language) -> Option<(&'static str, &'static str)> {
        None
    }
    /// A setup the rules refused, in the game's own words where it has them.
    fn setup_problem(_error: &InputError, _language: Language) -> Option<String> {
        None
    }
    /// The setup's board on the dice panel, following `marks`; a tapped place
    /// is handed to `move_robber` (Catan's hexes). Drawn on the phone only.
    #[cfg_attr(not(feature = "browser"), allow(dead_code))]
    fn dice_board(
        _setup: Self::Setup,
        _marks: Signal<DiceMarks>,
        _move_robber: Callback<usize>,
    ) -> Option<AnyView> {
        None
    }
    /// The round caller on the phone, for a game kept round by round
    /// (`Game::KEEPS_ROUNDS`).
    #[cfg_attr(not(feature = "browser"), allow(dead_code))]
    fn round_caller(_call: RoundCall) -> Option<AnyView> {
        None
    }
}

/// What the round caller works on: the pad (each answer is written into it
/// and handed to `keep`), the setup the game is played on (its options, seed
/// and the seat that holds the crown first), and whether the caller fills
/// the pad's fields from the rounds (on one phone; a live table's server
/// fills them from the rounds it takes).
#[derive(Clone)]
#[cfg_attr(not(feature = "browser"), allow(dead_code))]
pub(crate) struct RoundCall {
    pub pad: RwSignal<games::scorepad::ScoreState>,
    pub setup: Option<(SetupOptions, games::Seed, u8)>,
    pub keep: Callback<games::scorepad::ScoreState>,
    pub fill: bool,
}

/// What the dice panel marks on a board.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct DiceMarks {
    /// The number last rolled: its places produce.
    pub lit: Option<u8>,
    /// Where the robber stands (by place), when it was moved.
    pub robber: Option<usize>,
    /// Each number's rolls so far.
    pub counts: games::dice::DiceCounts,
}

macro_rules! game_views {
    ($($game:ident $module:ident,)*) => {
        /// The home page's line about `game`.
        pub(crate) fn blurb(game: GameId, language: Language) -> &'static str {
            match game {
                $(GameId::$game => <games::$module::$game as GameViews>::BLURB.get(language),)*
            }
        }

        /// What `game` calls the seat that opens it, if it names it otherwise
        /// than the start player.
        fn opener(game: GameId, language: Language) -> Option<&'static str> {
            match game {
                $(GameId::$game => games::$module::$game::opener(language),)*
            }
        }

        /// The game's own option controls (edition, board mode, rules), above the seed.
        pub(crate) fn options_view(drawn: Drawn) -> Option<AnyView> {
            match drawn.options {
                $(SetupOptions::$game(_) => games::$module::$game::options_view(drawn),)*
            }
        }

        /// A drawn setup, as its game shows it.
        pub(crate) fn setup_view(drawn: Drawn, setup: Setup, opening: (&'static str, u8)) -> AnyView {
            match setup {
                $(Setup::$game(setup) => games::$module::$game::setup_view(drawn, setup, opening),)*
            }
        }

        /// What a saved game shows of its setup, if its game shows more.
        pub(crate) fn saved_view(drawn: Drawn, setup: Setup, language: Language) -> Option<AnyView> {
            match setup {
                $(Setup::$game(setup) => games::$module::$game::saved_view(drawn, setup, language),)*
            }
        }

        /// The round caller of `game`, if it is kept round by round.
        #[cfg_attr(not(feature = "browser"), allow(dead_code))]
        pub(crate) fn round_caller(game: GameId, call: RoundCall) -> Option<AnyView> {
            match game {
                $(GameId::$game => games::$module::$game::round_caller(call),)*
            }
        }

        /// The setup's board on the dice panel, if its game has one.
        #[cfg_attr(not(feature = "browser"), allow(dead_code))]
        pub(crate) fn dice_board(
            setup: Setup,
            marks: Signal<DiceMarks>,
            move_robber: Callback<usize>,
        ) -> Option<AnyView> {
            match setup {
                $(Setup::$game(setup) => games::$module::$game::dice_board(setup, marks, move_robber),)*
            }
        }

        /// A setup's kind as its setup page names it (`("Board", "Random")`).
        /// The statistics, a saved game's setup and the BG Stats link all say it so.
        pub(crate) fn kind_words(
            game: GameId,
            kind: &str,
            language: Language,
        ) -> Option<(&'static str, &'static str)> {
            match game {
                $(GameId::$game => games::$module::$game::kind_words(kind, language),)*
            }
        }

        /// A refused setup in its game's own words, where it has them.
        pub(crate) fn setup_problem(game: GameId, error: &InputError, language: Language) -> Option<String> {
            match game {
                $(GameId::$game => games::$module::$game::setup_problem(error, language),)*
            }
        }
    };
}
for_every_game!(game_views);

/// What the opening seat is called: the game's own name for it, else
/// `start_player` (the setup page's).
pub(crate) fn opening_label(
    game: GameId,
    language: Language,
    start_player: &'static str,
) -> &'static str {
    opener(game, language).unwrap_or(start_player)
}
