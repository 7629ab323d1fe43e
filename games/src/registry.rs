//! The one list of games. Each line names a game's `Game` implementation and
//! its folder; the modules that wrap every game (`catalog`, `setup_query`,
//! `score_input`, `breakdown`, `refusal`, `verdict`, `live_keys`) expand a
//! macro of their own over this list, so none of them names a game.
//!
//! The order is the home page's.

/// Calls `$callback! { Variant module, … }` with every game: the `GameId`
/// variant, which is also the name of the game's `Game` type in its module.
/// Exported: the app's own list of game views expands it too.
#[macro_export]
macro_rules! for_every_game {
    ($callback:ident) => {
        $callback! {
            CardCity card_city,
            CityCouncil city_council,
            Citadels citadels,
            Catan catan,
            Gentes gentes,
        }
    };
}
