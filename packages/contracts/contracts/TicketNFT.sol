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
///         Accounts the owner makes minters (the marketplace) create editions for an artist and mint
///         more copies of the ids they created, fee-free: the buyer pays the artist in WBE3 instead.
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

    /// @dev Kind and creating minter share one slot, so creating an id writes both for the price of one.
    struct IdInfo {
        Kind kind;
        address minter;
    }

    mapping(address account => bool) public isMinter;
    mapping(uint256 id => IdInfo) private _ids;
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
    /// @dev Not `EditionMinted`: that event proves an artist minted from their own wallet, which this is not.
    event EditionCreated(uint256 indexed id, address indexed minter, address indexed creator, string uri, uint96 royaltyBps);
    event MinterChanged(address indexed account, bool allowed);

    error ZeroAmount();
    error RoyaltyTooHigh(uint96 royaltyBps, uint96 maxRoyaltyBps);
    error NotMinter(address caller);
    error NotMinterOf(uint256 id, address caller);

    modifier onlyMinter() {
        if (!isMinter[msg.sender]) revert NotMinter(msg.sender);
        _;
    }

    constructor(
        address initialOwner,
        address initialTreasury
    ) ERC1155("") FeeCollector(initialOwner, initialTreasury, INITIAL_MINT_FEE) {}

    function mintTicket(address to, uint256 amount, string calldata tokenUri) external payable returns (uint256 id) {
        id = _reserveId(amount, tokenUri, Kind.Ticket, address(0));
        _requireExactFee(amount);
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
        id = _reserveId(amount, tokenUri, Kind.Edition, address(0));
        _requireExactFee(amount);
        _setTokenRoyalty(id, msg.sender, royaltyBps);
        _mint(to, id, amount, "");
        emit EditionMinted(id, msg.sender, to, amount, tokenUri, royaltyBps);
    }

    function setMinter(address account, bool allowed) external onlyOwner {
        isMinter[account] = allowed;
        emit MinterChanged(account, allowed);
    }

    /// @notice A new edition id for `creator`'s work with its royalty, its first `amount` copies minted to `to`.
    function createEdition(
        address to,
        uint256 amount,
        string calldata tokenUri,
        address creator,
        uint96 royaltyBps
    ) external onlyMinter returns (uint256 id) {
        if (royaltyBps > MAX_ROYALTY_BPS) revert RoyaltyTooHigh(royaltyBps, MAX_ROYALTY_BPS);
        id = _reserveId(amount, tokenUri, Kind.Edition, msg.sender);
        // No royalty stores nothing: royaltyInfo then answers (0, 0), which marketplaces skip anyway.
        if (royaltyBps > 0) _setTokenRoyalty(id, creator, royaltyBps);
        _mint(to, id, amount, "");
        emit EditionCreated(id, msg.sender, creator, tokenUri, royaltyBps);
    }

    /// @notice More copies of an id this minter created; supply limits are the minter's to enforce.
    function mintMore(address to, uint256 id, uint256 amount) external onlyMinter {
        if (amount == 0) revert ZeroAmount();
        if (_ids[id].minter != msg.sender) revert NotMinterOf(id, msg.sender);
        _mint(to, id, amount, "");
    }

    function kindOf(uint256 id) external view returns (Kind) {
        return _ids[id].kind;
    }

    /// @notice The minter that created `id` (zero for ids minted through the public functions); only it mints more.
    function minterOf(uint256 id) external view returns (address) {
        return _ids[id].minter;
    }

    function uri(uint256 id) public view override(ERC1155, ERC1155URIStorage) returns (string memory) {
        return super.uri(id);
    }

    function supportsInterface(bytes4 interfaceId) public view override(ERC1155, ERC2981) returns (bool) {
        return super.supportsInterface(interfaceId);
    }

    function _reserveId(uint256 amount, string calldata tokenUri, Kind kind, address minter) private returns (uint256 id) {
        if (amount == 0) revert ZeroAmount();
        id = _nextId++;
        _ids[id] = IdInfo(kind, minter);
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
