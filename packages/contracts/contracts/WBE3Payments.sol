// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Permit.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";

/// @title WBE3 payments bound to an order id
/// @notice Tokens move straight from payer to payee; the `OrderPaid` event is the proof the server
///         checks, and each order id can be paid only once so one payment cannot settle two orders.
contract WBE3Payments {
    using SafeERC20 for IERC20;

    // `token()` is part of the public interface, so the getter keeps its plain name.
    // solhint-disable-next-line immutable-vars-naming
    IERC20 public immutable token;
    mapping(bytes32 orderId => address payer) public payerOf;

    event OrderPaid(
        bytes32 indexed orderId,
        address indexed payer,
        address indexed payee,
        uint256 amount,
        address token
    );

    error ZeroToken();
    error ZeroAmount();
    error ZeroPayee();
    error OrderAlreadyPaid(bytes32 orderId);

    constructor(IERC20 paymentToken) {
        if (address(paymentToken) == address(0)) revert ZeroToken();
        token = paymentToken;
    }

    /// @notice Needs a prior `approve(this, amount)` on the token.
    function pay(bytes32 orderId, address payee, uint256 amount) external {
        _pay(orderId, payee, amount);
    }

    /// @notice One transaction instead of approve + pay, using an EIP-2612 signature for exactly `amount`.
    function payWithPermit(
        bytes32 orderId,
        address payee,
        uint256 amount,
        uint256 deadline,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external {
        // Anyone can replay a signed permit from the mempool first, which would make our own permit
        // call revert; the allowance it granted is what matters, so only ask for it when missing.
        if (token.allowance(msg.sender, address(this)) < amount) {
            IERC20Permit(address(token)).permit(msg.sender, address(this), amount, deadline, v, r, s);
        }
        _pay(orderId, payee, amount);
    }

    function isPaid(bytes32 orderId) external view returns (bool) {
        return payerOf[orderId] != address(0);
    }

    function _pay(bytes32 orderId, address payee, uint256 amount) private {
        if (amount == 0) revert ZeroAmount();
        if (payee == address(0)) revert ZeroPayee();
        if (payerOf[orderId] != address(0)) revert OrderAlreadyPaid(orderId);
        payerOf[orderId] = msg.sender;
        token.safeTransferFrom(msg.sender, payee, amount);
        emit OrderPaid(orderId, msg.sender, payee, amount, address(token));
    }
}
