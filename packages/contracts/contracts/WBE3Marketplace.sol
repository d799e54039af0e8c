// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC2981} from "@openzeppelin/contracts/interfaces/IERC2981.sol";
import {IERC1155} from "@openzeppelin/contracts/token/ERC1155/IERC1155.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Permit.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {SignatureChecker} from "@openzeppelin/contracts/utils/cryptography/SignatureChecker.sol";
import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {CheckoutQuotes, Item, ItemKind, Quote, Split} from "./CheckoutQuotes.sol";
import {DropRules} from "./DropRules.sol";
import {ITicketMinter, MarketplaceEvents} from "./MarketplaceEvents.sol";

/// @title One-transaction cart checkout in WBE3
/// @notice Settles a whole order atomically: checks the platform's EIP-712 quote (so the buyer pays exactly
///         the quoted prices), applies each listing's drop rules, pulls the total from the buyer, delivers
///         every token and pays everyone. Per item, the platform fee comes off the top, then the token's
///         ERC-2981 royalty on a resale (never on a sale by the royalty's own receiver: a creator selling
///         their own work would pay themselves out of their collaborators' shares), and the rest goes to the
///         seller or their split. WBE3 is conserved exactly: the buyer's debit is the sum of every credit,
///         and nothing stays here.
/// @dev Checks and effects for the whole order (signature, order id, rules, counters) come before any
///      external call; the calls that follow (payment, delivery, payouts) run under `nonReentrant`.
contract WBE3Marketplace is CheckoutQuotes, DropRules, MarketplaceEvents, ReentrancyGuard, Pausable {
    using SafeERC20 for IERC20;

    /// @dev Where a listing's ERC-1155 id lives once created, so every later sale mints the same id.
    struct CreatedToken {
        address token;
        uint96 id;
    }

    /// @dev Credits gathered over an order and paid once per account at the end (a fee recipient or a
    ///      seller appearing in many items costs one token transfer, not one per item).
    struct Payouts {
        address[] accounts;
        uint256[] amounts;
        uint256 count;
    }

    struct PermitSignature {
        uint256 deadline;
        uint8 v;
        bytes32 r;
        bytes32 s;
    }

    uint16 public constant MAX_PLATFORM_FEE_BPS = 1000;
    uint256 public constant MAX_ITEMS = 50;
    uint256 public constant MAX_SPLITS = 16;
    uint256 private constant BPS = 10_000;

    // `token()` is part of the public interface, so the getter keeps its plain name.
    // solhint-disable-next-line immutable-vars-naming
    IERC20 public immutable token;
    address public platformSigner;
    address public feeRecipient;
    uint16 public platformFeeBps;
    mapping(bytes32 orderId => address buyer) public buyerOf;
    mapping(bytes32 listingId => CreatedToken) public createdTokenOf;

    constructor(
        address initialOwner,
        IERC20 paymentToken,
        address initialSigner,
        address initialFeeRecipient,
        uint16 initialFeeBps
    ) Ownable(initialOwner) {
        if (address(paymentToken) == address(0)) revert ZeroToken();
        token = paymentToken;
        _setPlatformSigner(initialSigner);
        _setFeeRecipient(initialFeeRecipient);
        _setPlatformFee(initialFeeBps);
    }

    /// @notice Settles `quote` for the caller, who approved this contract for the order's total.
    /// @param proofs One allowlist proof per item (empty where the listing is not in presale).
    function checkout(Quote calldata quote, bytes calldata signature, bytes32[][] calldata proofs) external nonReentrant whenNotPaused {
        _settle(quote, signature, proofs);
    }

    /// @notice Approve and checkout in one transaction, with an EIP-2612 permit for exactly the order's total.
    function checkoutWithPermit(
        Quote calldata quote,
        bytes calldata signature,
        bytes32[][] calldata proofs,
        PermitSignature calldata permit
    ) external nonReentrant whenNotPaused {
        uint256 total = _orderTotal(quote.items);
        // Anyone can replay a signed permit from the mempool first, which would make our own permit call
        // revert; the allowance it granted is what matters, so only ask for it when missing.
        if (token.allowance(msg.sender, address(this)) < total) {
            IERC20Permit(address(token)).permit(msg.sender, address(this), total, permit.deadline, permit.v, permit.r, permit.s);
        }
        _settle(quote, signature, proofs);
    }

    function isSettled(bytes32 orderId) external view returns (bool) {
        return buyerOf[orderId] != address(0);
    }

    function setPlatformSigner(address newSigner) external onlyOwner {
        _setPlatformSigner(newSigner);
    }

    function setFeeRecipient(address newRecipient) external onlyOwner {
        _setFeeRecipient(newRecipient);
    }

    function setPlatformFee(uint16 newBps) external onlyOwner {
        _setPlatformFee(newBps);
    }

    function pause() external onlyOwner {
        _pause();
    }

    function unpause() external onlyOwner {
        _unpause();
    }

    function _settle(Quote calldata quote, bytes calldata signature, bytes32[][] calldata proofs) private {
        _checkQuote(quote, signature, proofs.length);
        buyerOf[quote.orderId] = msg.sender;
        (uint256 total, uint256 payoutSlots) = _admitItems(quote.items, proofs);

        if (total > 0) token.safeTransferFrom(msg.sender, address(this), total);
        Payouts memory payouts = Payouts(new address[](payoutSlots), new uint256[](payoutSlots), 0);
        uint16 feeBps = platformFeeBps;
        uint256 fees = 0;
        for (uint256 i = 0; i < quote.items.length; ++i) {
            fees += _sellItem(quote.orderId, quote.items[i], feeBps, payouts);
        }
        _credit(payouts, feeRecipient, fees);
        for (uint256 i = 0; i < payouts.count; ++i) token.safeTransfer(payouts.accounts[i], payouts.amounts[i]);
        emit OrderSettled(quote.orderId, msg.sender, total, quote.items.length);
    }

    function _checkQuote(Quote calldata quote, bytes calldata signature, uint256 proofCount) private view {
        uint256 count = quote.items.length;
        if (count == 0) revert EmptyOrder();
        if (count > MAX_ITEMS) revert TooManyItems(count, MAX_ITEMS);
        if (proofCount != count) revert ProofCountMismatch(count, proofCount);
        if (quote.buyer != msg.sender) revert WrongBuyer(quote.buyer, msg.sender);
        if (block.timestamp > quote.deadline) revert QuoteExpired(quote.deadline);
        if (buyerOf[quote.orderId] != address(0)) revert OrderAlreadySettled(quote.orderId);
        if (!SignatureChecker.isValidSignatureNowCalldata(platformSigner, hashQuote(quote), signature)) revert InvalidQuoteSignature();
    }

    /// @dev Validates every item and counts its sale against the drop rules, before any external call.
    function _admitItems(
        Item[] calldata items,
        bytes32[][] calldata proofs
    ) private returns (uint256 total, uint256 payoutSlots) {
        payoutSlots = 1; // the platform fee
        for (uint256 i = 0; i < items.length; ++i) {
            Item calldata item = items[i];
            _checkItem(item);
            _admitSale(item.listingId, msg.sender, item.quantity, item.maxSupply, proofs[i]);
            total += item.unitPrice * item.quantity;
            // A royalty receiver, then the seller or each split recipient.
            payoutSlots += 1 + (item.splits.length == 0 ? 1 : item.splits.length);
        }
    }

    function _checkItem(Item calldata item) private pure {
        if (item.quantity == 0) revert ZeroQuantity(item.listingId);
        if (item.seller == address(0)) revert ZeroSeller(item.listingId);
        if (item.kind == ItemKind.Transfer721 && item.quantity != 1) revert NotOneOfOne(item.listingId, item.quantity);
        uint256 splitCount = item.splits.length;
        if (splitCount == 0) return;
        if (splitCount > MAX_SPLITS) revert InvalidSplits(item.listingId);
        uint256 sum = 0;
        for (uint256 i = 0; i < splitCount; ++i) {
            if (item.splits[i].recipient == address(0)) revert InvalidSplits(item.listingId);
            sum += item.splits[i].bps;
        }
        if (sum != BPS) revert InvalidSplits(item.listingId);
    }

    /// @return fee The platform's share of this item, paid once per order with the others.
    function _sellItem(bytes32 orderId, Item calldata item, uint16 feeBps, Payouts memory payouts) private returns (uint256 fee) {
        uint256 tokenId = _deliver(item);
        uint256 gross = item.unitPrice * item.quantity;
        fee = (gross * feeBps) / BPS;
        uint256 proceeds = gross - fee;
        (address receiver, uint256 royalty) = item.kind == ItemKind.Physical ? (address(0), 0) : _royaltyOf(item.token, tokenId, gross);
        // A royalty is owed by someone else's resale. On a primary sale the seller is the receiver: paying it
        // would move the creator's royalty ahead of the split, so the split shares the whole net instead.
        if (receiver != address(0) && receiver != item.seller && royalty > 0) {
            if (royalty > proceeds) revert RoyaltyExceedsProceeds(item.listingId, royalty, proceeds);
            _credit(payouts, receiver, royalty);
            proceeds -= royalty;
        }
        _creditProceeds(payouts, item, proceeds);
        emit ItemSold(orderId, item.listingId, item.seller, item.token, tokenId, item.quantity, item.unitPrice);
    }

    /// @return tokenId The id the buyer received (for Create1155, the one created or the listing's earlier one).
    function _deliver(Item calldata item) private returns (uint256 tokenId) {
        // The seller ships a physical product; the ItemSold event is its receipt.
        if (item.kind == ItemKind.Physical) return 0;
        if (item.kind == ItemKind.Transfer721) {
            if (IERC721(item.token).ownerOf(item.tokenId) != item.seller) revert NotOwnedBySeller(item.listingId, item.tokenId);
            IERC721(item.token).safeTransferFrom(item.seller, msg.sender, item.tokenId);
            return item.tokenId;
        }
        if (item.kind == ItemKind.Transfer1155) {
            IERC1155(item.token).safeTransferFrom(item.seller, msg.sender, item.tokenId, item.quantity, "");
            return item.tokenId;
        }
        CreatedToken memory created = createdTokenOf[item.listingId];
        if (created.token != address(0)) {
            bool sameToken = created.token == item.token && (item.kind == ItemKind.Create1155 || created.id == item.tokenId);
            if (!sameToken) revert ListingTokenMismatch(item.listingId);
            ITicketMinter(item.token).mintMore(msg.sender, created.id, item.quantity);
            return created.id;
        }
        if (item.kind == ItemKind.Mint1155) revert ListingTokenMismatch(item.listingId);
        tokenId = ITicketMinter(item.token).createEdition(msg.sender, item.quantity, item.uri, item.seller, item.royaltyBps);
        createdTokenOf[item.listingId] = CreatedToken(item.token, SafeCast.toUint96(tokenId));
    }

    /// @dev Tokens without ERC-2981 pay no royalty rather than blocking the sale.
    function _royaltyOf(address tokenContract, uint256 tokenId, uint256 gross) private view returns (address, uint256) {
        try IERC2981(tokenContract).royaltyInfo(tokenId, gross) returns (address receiver, uint256 amount) {
            return (receiver, amount);
        } catch {
            return (address(0), 0);
        }
    }

    /// @dev Splits round down; the dust goes to the first recipient so the parts add up to `proceeds`.
    function _creditProceeds(Payouts memory payouts, Item calldata item, uint256 proceeds) private pure {
        uint256 splitCount = item.splits.length;
        if (splitCount == 0) {
            _credit(payouts, item.seller, proceeds);
            return;
        }
        uint256 paid = 0;
        for (uint256 i = 1; i < splitCount; ++i) {
            Split calldata split = item.splits[i];
            uint256 part = (proceeds * split.bps) / BPS;
            _credit(payouts, split.recipient, part);
            paid += part;
        }
        _credit(payouts, item.splits[0].recipient, proceeds - paid);
    }

    function _credit(Payouts memory payouts, address account, uint256 amount) private pure {
        if (amount == 0) return;
        for (uint256 i = 0; i < payouts.count; ++i) {
            if (payouts.accounts[i] == account) {
                payouts.amounts[i] += amount;
                return;
            }
        }
        payouts.accounts[payouts.count] = account;
        payouts.amounts[payouts.count] = amount;
        ++payouts.count;
    }

    function _orderTotal(Item[] calldata items) private pure returns (uint256 total) {
        for (uint256 i = 0; i < items.length; ++i) total += items[i].unitPrice * items[i].quantity;
    }

    function _setPlatformSigner(address newSigner) private {
        if (newSigner == address(0)) revert ZeroSigner();
        emit PlatformSignerChanged(platformSigner, newSigner);
        platformSigner = newSigner;
    }

    function _setFeeRecipient(address newRecipient) private {
        if (newRecipient == address(0)) revert ZeroFeeRecipient();
        emit FeeRecipientChanged(feeRecipient, newRecipient);
        feeRecipient = newRecipient;
    }

    function _setPlatformFee(uint16 newBps) private {
        if (newBps > MAX_PLATFORM_FEE_BPS) revert PlatformFeeTooHigh(newBps, MAX_PLATFORM_FEE_BPS);
        emit PlatformFeeChanged(platformFeeBps, newBps);
        platformFeeBps = newBps;
    }
}
