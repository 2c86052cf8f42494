"""Black and White taking turns, with a pie rule: the mechanism Trellis and Orbit share.

Option `pie`:
- `swap`: the first player (seat 0) plays Black's first turn; the second player may answer `swap`,
  taking Black and its stones; White (now seat 0) moves next.
- `meyers`: the first player plays a Black, a White and a Black turn; the second player then
  answers `black` or `white`, and White moves next.
- `off`: seat 0 is Black, seat 1 White, alternating from the start.

Whether passes made in the opening count towards the two that end the game is each game's
choice (`opening_passes_count`): in Trellis they do not (the opening is a proposal, not real
play); Orbit's rules make no exception, so there they do.
"""

from __future__ import annotations

from grove.core.state import Option, player
from grove.i18n import Text

BLACK, WHITE = "B", "W"
COLOUR_NAME = {BLACK: Text("Black"), WHITE: Text("White")}
OTHER = {BLACK: WHITE, WHITE: BLACK}

OPENING_TURNS = {"swap": 1, "meyers": 3, "off": 0}
PIE_ACTIONS = ("swap", "black", "white")
PIE_LABELS = {"swap": Text("Swap: take Black"), "black": Text("Play Black"),
              "white": Text("Play White")}


def pie_option(meyers: Text) -> Option:
    """The `pie` option; `meyers` says what the first player plays in Meyers' opening."""
    return Option(
        "pie",
        "swap",
        tuple(OPENING_TURNS),
        Text("How the first player's advantage is balanced."),
        labels={
            "swap": Text("Swap: after Black's first turn, the second player may take Black"),
            "meyers": Text("Meyers: player 1 plays {opening}; player 2 then picks a colour",
                           opening=meyers),
            "off": Text("Off: no pie rule"),
        },
    )


class PieTurns:
    """Mixin for a State: who plays which colour, whose turn it is, and consecutive passes."""

    opening_passes_count = False

    def setup_turns(self) -> None:
        self.seat_colour = (BLACK, WHITE)  # swapped by `swap`, or chosen after Meyers' opening
        self.turns = 0  # whole turns completed (a swap or a colour choice counts as one)
        self.colour = BLACK  # the colour being played this turn; None while a colour is chosen
        self.to_move = 0
        self.passes = 0  # consecutive passes (since the opening, unless opening_passes_count)

    def turns_position(self) -> tuple:
        return (self.seat_colour, self.turns, self.colour, self.to_move, self.passes)

    @property
    def in_opening(self) -> bool:
        return self.turns < OPENING_TURNS[self.options["pie"]]

    @property
    def choosing_colour(self) -> bool:
        return self.options["pie"] == "meyers" and self.turns == 3

    @property
    def at_turn_start(self) -> bool:
        """Games whose turn has several actions say whether one is under way."""
        return True

    @property
    def swap_offered(self) -> bool:
        return self.options["pie"] == "swap" and self.turns == 1 and self.at_turn_start

    def seat_of(self, colour: str) -> int:
        return self.seat_colour.index(colour)

    def pie_actions(self) -> list[str]:
        if self.choosing_colour:
            return ["black", "white"]
        return ["swap"] if self.swap_offered else []

    def pie_refusal(self, action: str) -> Text | None:
        """Why a pie action, or any action while a colour is being chosen, is refused now."""
        if self.choosing_colour:
            return Text("first choose a colour to play: black or white")
        if action in ("black", "white"):
            return Text("colours are chosen only after the opening of the Meyers pie rule")
        if action == "swap":
            return Text("swap is only an answer to Black's first turn, with the swap pie rule")
        return None

    def apply_pie(self, action: str) -> None:
        if action == "swap":
            # The second player takes over Black's side and its first turn; White moves next.
            self.seat_colour, self.colour = (WHITE, BLACK), BLACK
        else:
            self.seat_colour = (WHITE, BLACK) if action == "black" else (BLACK, WHITE)
        self.end_turn(passed=False)

    def end_turn(self, passed: bool) -> None:
        """Hand the turn on: through the opening's schedule, then to the other colour."""
        counts = self.opening_passes_count or not self.in_opening
        self.turns += 1
        if counts:
            self.passes = self.passes + 1 if passed else 0
        if self.choosing_colour:
            self.colour, self.to_move = None, 1
        elif self.options["pie"] == "meyers" and self.turns < 3:
            self.colour, self.to_move = OTHER[self.colour], 0
        else:
            # After a colour choice White moves next (self.colour is None then).
            self.colour = OTHER[self.colour] if self.colour else WHITE
            self.to_move = self.seat_of(self.colour)

    def seat_name(self, seat: int) -> Text:
        if self.options["pie"] == "meyers" and self.turns < 4:
            return player(seat)
        return COLOUR_NAME[self.seat_colour[seat]]

    def mover(self) -> Text:
        """Who is to play, with the colour when the seat's name does not say it."""
        colour = COLOUR_NAME[self.colour]
        who = self.seat_name(self.to_move)
        return who if who == colour else Text("{who}, playing {colour}", who=who, colour=colour)
