// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Permit.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {SignatureChecker} from "@openzeppelin/contracts/utils/cryptography/SignatureChecker.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";

/// @notice What the platform signs for one payment order: who pays what to whom, how much of it is the
///         platform's fee, until when, and (for orders that change something the buyer already has, like a
///         membership) which paid order of that series the price was computed from.
/// @dev Every field is a static type, so `abi.encode(typehash, quote)` is exactly EIP-712's encodeData.
struct PaymentQuote {
    bytes32 orderId;
    address payer;
    address token;
    /// What the payer pays in all: the payee receives `amount - fee`, the fee recipient `fee`.
    uint256 amount;
    address payee;
    /// The platform's cut when the payee is a seller (0 when the platform itself is paid).
    uint256 fee;
    address feeRecipient;
    uint256 deadline;
    /// The buyer's line of orders this one continues (their membership, their publishing unlock); 0: none.
    bytes32 series;
    /// The series' last paid order when the platform priced this one (0: none yet). Once another order
    /// of the series is paid, this quote is stale and can no longer be paid.
    bytes32 previous;
}

/// @title WBE3 payments bound to a platform-signed order
/// @notice Tokens move straight from payer to payee (and the platform's fee to its recipient); the
///         `OrderPaid` event is the proof the server checks. Only the quote's payer can pay it, only the
///         signed amount and fee to the signed payee and fee recipient,
///         only before its deadline, only once, and only while its series has not moved on, so
///         nobody can burn someone else's order and no WBE3 is taken for a price that no longer holds.
contract WBE3Payments is EIP712, Ownable {
    using SafeERC20 for IERC20;

    // `token()` is part of the public interface, so the getter keeps its plain name.
    // solhint-disable-next-line immutable-vars-naming
    IERC20 public immutable token;
    address public platformSigner;
    mapping(bytes32 orderId => address payer) public payerOf;
    mapping(bytes32 series => bytes32 orderId) public lastPaidIn;

    // The EIP-712 type string is long by nature; the compiler folds its hash into a constant.
    // solhint-disable gas-small-strings
    bytes32 private constant PAYMENT_QUOTE_TYPEHASH =
        keccak256(
            "PaymentQuote(bytes32 orderId,address payer,address token,uint256 amount,address payee,uint256 fee,address feeRecipient,uint256 deadline,bytes32 series,bytes32 previous)"
        );
    // solhint-enable gas-small-strings

    event OrderPaid(
        bytes32 indexed orderId,
        address indexed payer,
        address indexed payee,
        uint256 amount,
        address token,
        uint256 fee,
        address feeRecipient
    );
    event PlatformSignerChanged(address indexed oldSigner, address indexed newSigner);

    error ZeroToken();
    error ZeroSigner();
    error ZeroAmount();
    error ZeroPayee();
    error FeeExceedsAmount(uint256 fee, uint256 amount);
    error ZeroFeeRecipient();
    error WrongToken(address quoted);
    error WrongPayer(address payer, address sender);
    error QuoteExpired(uint256 deadline);
    error InvalidQuoteSignature();
    error StaleQuote(bytes32 series, bytes32 previous, bytes32 lastPaid);
    error OrderAlreadyPaid(bytes32 orderId);

    constructor(IERC20 paymentToken, address initialOwner, address initialSigner)
        EIP712("WBE3Payments", "1")
        Ownable(initialOwner)
    {
        if (address(paymentToken) == address(0)) revert ZeroToken();
        token = paymentToken;
        _setPlatformSigner(initialSigner);
    }

    function setPlatformSigner(address newSigner) external onlyOwner {
        _setPlatformSigner(newSigner);
    }

    /// @notice Needs a prior `approve(this, quote.amount)` on the token.
    function pay(PaymentQuote calldata quote, bytes calldata signature) external {
        _check(quote, signature);
        _settle(quote);
    }

    /// @notice One transaction instead of approve + pay, using an EIP-2612 signature for exactly the amount.
    function payWithPermit(
        PaymentQuote calldata quote,
        bytes calldata signature,
        uint256 permitDeadline,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external {
        _check(quote, signature);
        // Anyone can replay a signed permit from the mempool first, which would make our own permit
        // call revert; the allowance it granted is what matters, so only ask for it when missing.
        if (token.allowance(msg.sender, address(this)) < quote.amount) {
            IERC20Permit(address(token)).permit(msg.sender, address(this), quote.amount, permitDeadline, v, r, s);
        }
        _settle(quote);
    }

    function isPaid(bytes32 orderId) external view returns (bool) {
        return payerOf[orderId] != address(0);
    }

    /// @notice The digest the platform signer signs for `quote` (for debugging a rejected signature).
    function hashPaymentQuote(PaymentQuote calldata quote) public view returns (bytes32) {
        return _hashTypedDataV4(keccak256(abi.encode(PAYMENT_QUOTE_TYPEHASH, quote)));
    }

    /// @dev Every rule a quote must pass, before any token moves (or a permit is spent).
    function _check(PaymentQuote calldata quote, bytes calldata signature) private view {
        if (quote.amount == 0) revert ZeroAmount();
        if (quote.payee == address(0)) revert ZeroPayee();
        // The payee always receives something: a fee of the whole amount would be a payment to the platform.
        // solhint-disable-next-line gas-strict-inequalities
        if (quote.fee >= quote.amount) revert FeeExceedsAmount(quote.fee, quote.amount);
        if (quote.fee != 0 && quote.feeRecipient == address(0)) revert ZeroFeeRecipient();
        if (quote.token != address(token)) revert WrongToken(quote.token);
        if (msg.sender != quote.payer) revert WrongPayer(quote.payer, msg.sender);
        // The deadline is the last second the quote holds, as for checkout quotes.
        // solhint-disable-next-line not-rely-on-time
        if (block.timestamp > quote.deadline) revert QuoteExpired(quote.deadline);
        if (payerOf[quote.orderId] != address(0)) revert OrderAlreadyPaid(quote.orderId);
        if (quote.series != bytes32(0) && lastPaidIn[quote.series] != quote.previous) {
            revert StaleQuote(quote.series, quote.previous, lastPaidIn[quote.series]);
        }
        if (!SignatureChecker.isValidSignatureNowCalldata(platformSigner, hashPaymentQuote(quote), signature)) {
            revert InvalidQuoteSignature();
        }
    }

    function _settle(PaymentQuote calldata quote) private {
        payerOf[quote.orderId] = msg.sender;
        if (quote.series != bytes32(0)) lastPaidIn[quote.series] = quote.orderId;
        token.safeTransferFrom(msg.sender, quote.payee, quote.amount - quote.fee);
        if (quote.fee != 0) token.safeTransferFrom(msg.sender, quote.feeRecipient, quote.fee);
        emit OrderPaid(quote.orderId, msg.sender, quote.payee, quote.amount, address(token), quote.fee, quote.feeRecipient);
    }

    function _setPlatformSigner(address newSigner) private {
        if (newSigner == address(0)) revert ZeroSigner();
        emit PlatformSignerChanged(platformSigner, newSigner);
        platformSigner = newSigner;
    }
}
