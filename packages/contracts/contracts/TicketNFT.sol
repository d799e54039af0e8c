// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC1155} from "@openzeppelin/contracts/token/ERC1155/ERC1155.sol";
import {ERC1155Burnable} from "@openzeppelin/contracts/token/ERC1155/extensions/ERC1155Burnable.sol";
import {ERC1155Supply} from "@openzeppelin/contracts/token/ERC1155/extensions/ERC1155Supply.sol";
import {ERC1155URIStorage} from "@openzeppelin/contracts/token/ERC1155/extensions/ERC1155URIStorage.sol";
import {ERC2981} from "@openzeppelin/contracts/token/common/ERC2981.sol";
import {FeeCollector} from "./FeeCollector.sol";

/// @title Event tickets and music editions ("Multiple"), both ERC-1155 with one new id per mint
/// @notice `mintTicket` is the SPEC signature for tickets (no royalty). `mintEdition` mints copies of a
///         music work with an ERC-2981 royalty to the minter. Both charge `mintFee` per copy, and
///         `kindOf(id)` tells them apart for indexers.
contract TicketNFT is ERC1155Supply, ERC1155URIStorage, ERC1155Burnable, ERC2981, FeeCollector {
    enum Kind {
        None,
        Ticket,
        Edition
    }

    uint256 public constant INITIAL_MINT_FEE = 0.001 ether;
    uint96 public constant MAX_ROYALTY_BPS = 5000;
    // ERC-1155 has no name; wallets and explorers read name() and symbol() when present.
    // solhint-disable-next-line const-name-snakecase
    string public constant name = "WBE3 Tickets & Editions";
    // solhint-disable-next-line const-name-snakecase
    string public constant symbol = "WBE3TIX";

    mapping(uint256 id => Kind) public kindOf;
    uint256 private _nextId = 1;

    event TicketsMinted(uint256 indexed id, address indexed minter, address indexed to, uint256 amount, string uri);
    event EditionMinted(
        uint256 indexed id,
        address indexed minter,
        address indexed to,
        uint256 amount,
        string uri,
        uint96 royaltyBps
    );

    error ZeroAmount();
    error RoyaltyTooHigh(uint96 royaltyBps, uint96 maxRoyaltyBps);

    constructor(
        address initialOwner,
        address initialTreasury
    ) ERC1155("") FeeCollector(initialOwner, initialTreasury, INITIAL_MINT_FEE) {}

    function mintTicket(address to, uint256 amount, string calldata tokenUri) external payable returns (uint256 id) {
        id = _reserveId(amount, tokenUri, Kind.Ticket);
        _mint(to, id, amount, "");
        emit TicketsMinted(id, msg.sender, to, amount, tokenUri);
    }

    function mintEdition(
        address to,
        uint256 amount,
        string calldata tokenUri,
        uint96 royaltyBps
    ) external payable returns (uint256 id) {
        if (royaltyBps > MAX_ROYALTY_BPS) revert RoyaltyTooHigh(royaltyBps, MAX_ROYALTY_BPS);
        id = _reserveId(amount, tokenUri, Kind.Edition);
        _setTokenRoyalty(id, msg.sender, royaltyBps);
        _mint(to, id, amount, "");
        emit EditionMinted(id, msg.sender, to, amount, tokenUri, royaltyBps);
    }

    function uri(uint256 id) public view override(ERC1155, ERC1155URIStorage) returns (string memory) {
        return super.uri(id);
    }

    function supportsInterface(bytes4 interfaceId) public view override(ERC1155, ERC2981) returns (bool) {
        return super.supportsInterface(interfaceId);
    }

    function _reserveId(uint256 amount, string calldata tokenUri, Kind kind) private returns (uint256 id) {
        if (amount == 0) revert ZeroAmount();
        _requireExactFee(amount);
        id = _nextId++;
        kindOf[id] = kind;
        _setURI(id, tokenUri);
    }

    function _update(
        address from,
        address to,
        uint256[] memory ids,
        uint256[] memory values
    ) internal override(ERC1155, ERC1155Supply) {
        super._update(from, to, ids, values);
    }
}
