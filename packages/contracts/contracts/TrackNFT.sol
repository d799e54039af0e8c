// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC721Burnable} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721Burnable.sol";
import {ERC721Enumerable} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721Enumerable.sol";
import {ERC721URIStorage} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721URIStorage.sol";
import {ERC2981} from "@openzeppelin/contracts/token/common/ERC2981.sol";
import {FeeCollector} from "./FeeCollector.sol";

/// @title Music tracks, one ERC-721 token per track, with a per-token ERC-2981 royalty to the minter
contract TrackNFT is ERC721Enumerable, ERC721URIStorage, ERC721Burnable, ERC2981, FeeCollector {
    uint256 public constant INITIAL_MINT_FEE = 0.001 ether;
    uint96 public constant DEFAULT_ROYALTY_BPS = 1000;
    uint96 public constant MAX_ROYALTY_BPS = 5000;

    uint256 private _nextTokenId = 1;

    event TrackMinted(uint256 indexed tokenId, address indexed minter, string tokenURI, uint96 royaltyBps);

    error RoyaltyTooHigh(uint96 royaltyBps, uint96 maxRoyaltyBps);

    constructor(
        address initialOwner,
        address initialTreasury
    ) ERC721("WBE3 Tracks", "WBE3TRACK") FeeCollector(initialOwner, initialTreasury, INITIAL_MINT_FEE) {}

    /// @notice SPEC signature: mints to the caller with the default 10 % royalty.
    function mintTrack(string calldata uri) external payable returns (uint256) {
        return _mintTrack(uri, DEFAULT_ROYALTY_BPS);
    }

    function mintTrackWithRoyalty(string calldata uri, uint96 royaltyBps) external payable returns (uint256) {
        if (royaltyBps > MAX_ROYALTY_BPS) revert RoyaltyTooHigh(royaltyBps, MAX_ROYALTY_BPS);
        return _mintTrack(uri, royaltyBps);
    }

    function tokenURI(uint256 tokenId) public view override(ERC721, ERC721URIStorage) returns (string memory) {
        return super.tokenURI(tokenId);
    }

    function supportsInterface(
        bytes4 interfaceId
    ) public view override(ERC721, ERC721Enumerable, ERC721URIStorage, ERC2981) returns (bool) {
        return super.supportsInterface(interfaceId);
    }

    function _mintTrack(string calldata uri, uint96 royaltyBps) private returns (uint256 tokenId) {
        _requireExactFee(1);
        tokenId = _nextTokenId++;
        // State is complete before _safeMint hands control to a contract recipient.
        _setTokenURI(tokenId, uri);
        _setTokenRoyalty(tokenId, msg.sender, royaltyBps);
        _safeMint(msg.sender, tokenId);
        emit TrackMinted(tokenId, msg.sender, uri, royaltyBps);
    }

    function _update(
        address to,
        uint256 tokenId,
        address auth
    ) internal override(ERC721, ERC721Enumerable) returns (address from) {
        from = super._update(to, tokenId, auth);
        if (to == address(0)) _resetTokenRoyalty(tokenId);
    }

    function _increaseBalance(address account, uint128 amount) internal override(ERC721, ERC721Enumerable) {
        super._increaseBalance(account, amount);
    }
}
