"""The Billionaire Analyzer (rule book, "USE OF THE ANALYZER").

Two spinners, each red at one end and green at the other; the four results are
equally likely (ruling BIL-63). What each result does:
"""

RED = "R"
GREEN = "G"
SPINNER = (RED, GREEN)
ANALYZER_OUTCOMES = (
    ("RR", "The investment analyzed becomes the property of the analyzing player."),
    ("RG", "The analyzing player takes one of the owner's Profit cards, sight unseen; "
           "then the owner draws the top Profit card from the board."),
    ("GR", "The owner first draws the top Profit card from the board; then the "
           "analyzing player takes one card from the owner's hand, sight unseen."),
    ("GG", "The owner draws two Profit cards from the board."),
)
