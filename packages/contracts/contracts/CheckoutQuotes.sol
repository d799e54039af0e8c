// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";

/// @notice How an item reaches the buyer.
enum ItemKind {
    /// An existing ERC-721 moved from the seller, who approved the marketplace.
    Transfer721,
    /// More copies of an ERC-1155 id the marketplace created earlier for the same listing.
    Mint1155,
    /// A listing never minted: its ERC-1155 id is created on the first sale (later sales mint more of it).
    Create1155,
    /// Copies of an ERC-1155 the seller already holds (an edition they minted), moved with their approval.
    Transfer1155,
    /// A physical product (merch): no token moves and no royalty applies; the seller ships it. `token` is zero.
    Physical
}

/// @notice A share of an item's proceeds; an item's shares sum to 10,000 basis points.
struct Split {
    address recipient;
    uint16 bps;
}

/// @notice One cart line as the platform priced it. `tokenId` is ignored for Create1155; `uri` and
///         `royaltyBps` only matter when Create1155 creates the id. `maxSupply` is the listing's own
///         supply as the platform knows it (0: no limit besides the drop rules).
// Only ever calldata, where every field takes a full word, and the field order is the signed type's.
// solhint-disable-next-line gas-struct-packing
struct Item {
    bytes32 listingId;
    address seller;
    address token;
    ItemKind kind;
    uint256 tokenId;
    uint256 quantity;
    uint256 unitPrice;
    uint256 maxSupply;
    string uri;
    uint96 royaltyBps;
    Split[] splits;
}

/// @notice What the platform signs for one order: who may settle it, until when, and every item's price.
struct Quote {
    bytes32 orderId;
    address buyer;
    uint256 deadline;
    Item[] items;
}

/// @title EIP-712 hashing of checkout quotes
/// @dev The type strings must stay identical to `checkoutQuoteTypes` in src/checkout-quote.ts, which the
///      server signs with; the tests sign with that definition, so a mismatch fails them.
abstract contract CheckoutQuotes is EIP712 {
    // The EIP-712 type strings are long by nature; the compiler folds their hashes into constants.
    // solhint-disable gas-small-strings
    bytes32 private constant SPLIT_TYPEHASH = keccak256("Split(address recipient,uint16 bps)");
    bytes32 private constant ITEM_TYPEHASH =
        keccak256(
            "Item(bytes32 listingId,address seller,address token,uint8 kind,uint256 tokenId,uint256 quantity,uint256 unitPrice,"
            "uint256 maxSupply,string uri,uint96 royaltyBps,Split[] splits)Split(address recipient,uint16 bps)"
        );
    bytes32 private constant QUOTE_TYPEHASH =
        keccak256(
            "Quote(bytes32 orderId,address buyer,uint256 deadline,Item[] items)"
            "Item(bytes32 listingId,address seller,address token,uint8 kind,uint256 tokenId,uint256 quantity,uint256 unitPrice,"
            "uint256 maxSupply,string uri,uint96 royaltyBps,Split[] splits)Split(address recipient,uint16 bps)"
        );
    // solhint-enable gas-small-strings

    constructor() EIP712("WBE3Marketplace", "1") {}

    /// @notice The digest the platform signer signs for `quote` (for debugging a rejected signature).
    function hashQuote(Quote calldata quote) public view returns (bytes32) {
        uint256 count = quote.items.length;
        bytes32[] memory itemHashes = new bytes32[](count);
        for (uint256 i = 0; i < count; ++i) itemHashes[i] = _hashItem(quote.items[i]);
        bytes32 structHash = keccak256(
            abi.encode(QUOTE_TYPEHASH, quote.orderId, quote.buyer, quote.deadline, keccak256(abi.encodePacked(itemHashes)))
        );
        return _hashTypedDataV4(structHash);
    }

    function _hashItem(Item calldata item) private pure returns (bytes32) {
        // Two encodes of static words concatenate to the one encode, without one call's stack of twelve values.
        return
            keccak256(
                bytes.concat(
                    abi.encode(ITEM_TYPEHASH, item.listingId, item.seller, item.token, item.kind, item.tokenId),
                    abi.encode(
                        item.quantity,
                        item.unitPrice,
                        item.maxSupply,
                        keccak256(bytes(item.uri)),
                        item.royaltyBps,
                        _hashSplits(item.splits)
                    )
                )
            );
    }

    function _hashSplits(Split[] calldata splits) private pure returns (bytes32) {
        bytes32[] memory hashes = new bytes32[](splits.length);
        for (uint256 i = 0; i < splits.length; ++i) {
            hashes[i] = keccak256(abi.encode(SPLIT_TYPEHASH, splits[i].recipient, splits[i].bps));
        }
        return keccak256(abi.encodePacked(hashes));
    }
}
