// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice What the marketplace needs from TicketNFT once the owner made it a minter.
interface ITicketMinter {
    function createEdition(
        address to,
        uint256 amount,
        string calldata tokenUri,
        address creator,
        uint96 royaltyBps
    ) external returns (uint256 id);

    function mintMore(address to, uint256 id, uint256 amount) external;
}

/// @notice The marketplace's events and errors (its public interface besides its functions), kept
///         apart so the contract's logic stays readable in one file.
abstract contract MarketplaceEvents {
    event OrderSettled(bytes32 indexed orderId, address indexed buyer, uint256 total, uint256 itemCount);
    event ItemSold(
        bytes32 indexed orderId,
        bytes32 indexed listingId,
        address seller,
        address tokenContract,
        uint256 tokenId,
        uint256 quantity,
        uint256 unitPrice
    );
    event PlatformSignerChanged(address indexed oldSigner, address indexed newSigner);
    event PlatformFeeChanged(uint16 oldBps, uint16 newBps);
    event FeeRecipientChanged(address indexed oldRecipient, address indexed newRecipient);

    error ZeroToken();
    error ZeroSigner();
    error ZeroFeeRecipient();
    error PlatformFeeTooHigh(uint16 bps, uint16 maxBps);
    error EmptyOrder();
    error TooManyItems(uint256 count, uint256 maxItems);
    error ProofCountMismatch(uint256 items, uint256 proofs);
    error WrongBuyer(address buyer, address caller);
    error QuoteExpired(uint256 deadline);
    error OrderAlreadySettled(bytes32 orderId);
    error InvalidQuoteSignature();
    error ZeroQuantity(bytes32 listingId);
    error ZeroSeller(bytes32 listingId);
    error NotOneOfOne(bytes32 listingId, uint256 quantity);
    error InvalidSplits(bytes32 listingId);
    error NotOwnedBySeller(bytes32 listingId, uint256 tokenId);
    error ListingTokenMismatch(bytes32 listingId);
    error RoyaltyExceedsProceeds(bytes32 listingId, uint256 royalty, uint256 proceeds);
}
