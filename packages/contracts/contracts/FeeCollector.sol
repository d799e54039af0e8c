// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";

/// @title Exact per-unit mint fee, accrued here and pulled to a treasury
/// @notice Minting never sends ETH anywhere: fees stay in the contract until `withdrawFees`,
///         so a treasury that reverts can only fail its own withdrawal, never a mint.
abstract contract FeeCollector is Ownable2Step, ReentrancyGuard {
    uint256 public mintFee;
    address public treasury;

    event MintFeeChanged(uint256 oldFee, uint256 newFee);
    event TreasuryChanged(address indexed oldTreasury, address indexed newTreasury);
    event FeesWithdrawn(address indexed treasury, uint256 amount);

    error WrongFee(uint256 expected, uint256 sent);
    error ZeroTreasury();
    error NotOwnerOrTreasury(address caller);
    error NoFeesToWithdraw();
    error FeeTransferFailed(address treasury, uint256 amount);

    constructor(address initialOwner, address initialTreasury, uint256 initialFee) Ownable(initialOwner) {
        if (initialTreasury == address(0)) revert ZeroTreasury();
        treasury = initialTreasury;
        mintFee = initialFee;
        emit TreasuryChanged(address(0), initialTreasury);
        emit MintFeeChanged(0, initialFee);
    }

    function setMintFee(uint256 newFee) external onlyOwner {
        emit MintFeeChanged(mintFee, newFee);
        mintFee = newFee;
    }

    function setTreasury(address newTreasury) external onlyOwner {
        if (newTreasury == address(0)) revert ZeroTreasury();
        emit TreasuryChanged(treasury, newTreasury);
        treasury = newTreasury;
    }

    /// @notice Sends every accrued fee to the treasury. Callable by the owner or the treasury itself.
    function withdrawFees() external nonReentrant returns (uint256 amount) {
        address to = treasury;
        if (msg.sender != owner() && msg.sender != to) revert NotOwnerOrTreasury(msg.sender);
        amount = address(this).balance;
        if (amount == 0) revert NoFeesToWithdraw();
        emit FeesWithdrawn(to, amount);
        // A plain call (not transfer) so contract treasuries such as multisigs can receive.
        // solhint-disable-next-line avoid-low-level-calls
        (bool sent, ) = to.call{value: amount}("");
        if (!sent) revert FeeTransferFailed(to, amount);
    }

    /// @dev Exact, not at-least: an overpaying wallet would otherwise lose the difference silently.
    function _requireExactFee(uint256 units) internal view {
        uint256 expected = mintFee * units;
        if (msg.value != expected) revert WrongFee(expected, msg.value);
    }
}
