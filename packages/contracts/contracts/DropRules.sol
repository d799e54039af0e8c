// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";
import {MerkleProof} from "@openzeppelin/contracts/utils/cryptography/MerkleProof.sol";
import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";

/// @title Per-listing drop rules and sale counters, kept on chain
/// @notice Each rule is optional: a supply cap, a maximum per wallet, and an allowlist presale (a Merkle
///         root of OpenZeppelin merkle-tree standard leaves over `[address]`) that only allowlisted wallets may
///         buy from until `presaleEnd`. The first account to set a listing's rules manages them (the
///         artist when listing; the platform owner for its seeded listings); the owner may always set
///         them too and hand a listing to another manager, which undoes a squatter.
abstract contract DropRules is Ownable2Step {
    /// @dev The three rules and the sale counter share one storage slot, read once per item sold.
    struct Listing {
        uint64 supplyCap;
        uint64 maxPerWallet;
        uint64 presaleEnd;
        uint64 sold;
    }

    mapping(bytes32 listingId => Listing) private _listings;
    mapping(bytes32 listingId => bytes32 root) public allowlistRootOf;
    mapping(bytes32 listingId => address manager) public rulesManagerOf;
    mapping(bytes32 listingId => mapping(address wallet => uint256 quantity)) public boughtBy;

    event DropRulesSet(
        bytes32 indexed listingId,
        address indexed by,
        uint64 supplyCap,
        uint64 maxPerWallet,
        bytes32 allowlistRoot,
        uint64 presaleEnd
    );
    event RulesManagerChanged(bytes32 indexed listingId, address indexed manager);

    error NotRulesManager(bytes32 listingId, address caller);
    error InvalidPresale(bytes32 allowlistRoot, uint64 presaleEnd);
    error SupplyCapBelowSold(bytes32 listingId, uint256 sold);
    error SoldOut(bytes32 listingId, uint256 remaining);
    error WalletLimitReached(bytes32 listingId, uint256 limit, uint256 alreadyBought);
    error PresaleOnly(bytes32 listingId, uint64 presaleEnd);
    error NotOnAllowlist(bytes32 listingId, address wallet);

    /// @notice Zero disables a rule; a presale needs both a root and an end time (or neither).
    function setDropRules(
        bytes32 listingId,
        uint64 supplyCap,
        uint64 maxPerWallet,
        bytes32 allowlistRoot,
        uint64 presaleEnd
    ) external {
        _claimRules(listingId);
        if ((allowlistRoot == bytes32(0)) != (presaleEnd == 0)) revert InvalidPresale(allowlistRoot, presaleEnd);
        Listing storage listing = _listings[listingId];
        if (supplyCap != 0 && supplyCap < listing.sold) revert SupplyCapBelowSold(listingId, listing.sold);
        listing.supplyCap = supplyCap;
        listing.maxPerWallet = maxPerWallet;
        listing.presaleEnd = presaleEnd;
        allowlistRootOf[listingId] = allowlistRoot;
        emit DropRulesSet(listingId, msg.sender, supplyCap, maxPerWallet, allowlistRoot, presaleEnd);
    }

    function setRulesManager(bytes32 listingId, address manager) external onlyOwner {
        rulesManagerOf[listingId] = manager;
        emit RulesManagerChanged(listingId, manager);
    }

    function dropRulesOf(
        bytes32 listingId
    ) external view returns (uint64 supplyCap, uint64 maxPerWallet, bytes32 allowlistRoot, uint64 presaleEnd) {
        Listing memory listing = _listings[listingId];
        return (listing.supplyCap, listing.maxPerWallet, allowlistRootOf[listingId], listing.presaleEnd);
    }

    function soldOf(bytes32 listingId) external view returns (uint256) {
        return _listings[listingId].sold;
    }

    /// @notice Copies left under the drop's supply cap; `type(uint256).max` without one (the listing's own
    ///         supply, signed in each quote, is the platform's to subtract `soldOf` from).
    function remainingOf(bytes32 listingId) external view returns (uint256) {
        Listing memory listing = _listings[listingId];
        return listing.supplyCap == 0 ? type(uint256).max : listing.supplyCap - listing.sold;
    }

    function isPresale(bytes32 listingId) external view returns (bool) {
        return _listings[listingId].presaleEnd > block.timestamp;
    }

    /// @dev Applies every rule to one sale of `quantity` and counts it; `maxSupply` is the quote's own cap.
    function _admitSale(bytes32 listingId, address buyer, uint256 quantity, uint256 maxSupply, bytes32[] calldata proof) internal {
        Listing memory listing = _listings[listingId];
        uint256 cap = _tighterCap(listing.supplyCap, maxSupply);
        uint256 sold = listing.sold + quantity;
        if (cap != 0 && sold > cap) revert SoldOut(listingId, cap > listing.sold ? cap - listing.sold : 0);
        if (listing.presaleEnd > block.timestamp) _requireAllowlisted(listingId, buyer, proof, listing.presaleEnd);
        uint256 alreadyBought = boughtBy[listingId][buyer];
        if (listing.maxPerWallet != 0 && alreadyBought + quantity > listing.maxPerWallet) {
            revert WalletLimitReached(listingId, listing.maxPerWallet, alreadyBought);
        }
        _listings[listingId].sold = SafeCast.toUint64(sold);
        boughtBy[listingId][buyer] = alreadyBought + quantity;
    }

    function _claimRules(bytes32 listingId) private {
        address manager = rulesManagerOf[listingId];
        if (manager == address(0)) {
            rulesManagerOf[listingId] = msg.sender;
            emit RulesManagerChanged(listingId, msg.sender);
        } else if (msg.sender != manager && msg.sender != owner()) {
            revert NotRulesManager(listingId, msg.sender);
        }
    }

    function _requireAllowlisted(bytes32 listingId, address buyer, bytes32[] calldata proof, uint64 presaleEnd) private view {
        // The standard double-hashed leaf of @openzeppelin/merkle-tree's StandardMerkleTree over ["address"].
        bytes32 leaf = keccak256(bytes.concat(keccak256(abi.encode(buyer))));
        if (MerkleProof.verifyCalldata(proof, allowlistRootOf[listingId], leaf)) return;
        // A one-wallet allowlist has an empty proof, so an empty proof is only "no proof" once it fails.
        if (proof.length == 0) revert PresaleOnly(listingId, presaleEnd);
        revert NotOnAllowlist(listingId, buyer);
    }

    function _tighterCap(uint256 a, uint256 b) private pure returns (uint256) {
        if (a == 0) return b;
        if (b == 0) return a;
        return a < b ? a : b;
    }
}
