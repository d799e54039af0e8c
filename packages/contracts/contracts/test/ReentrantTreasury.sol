// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface IFeeWithdrawal {
    function withdrawFees() external returns (uint256);
}

/// @title Test-only hostile treasury: re-enters `withdrawFees` from its receive hook, or refuses ETH
contract ReentrantTreasury {
    IFeeWithdrawal public target;
    bool public rejectPayments;
    uint256 public reentryAttempts;
    bool public reentrySucceeded;
    bytes public lastReentryError;

    error PaymentRejected();

    function setTarget(IFeeWithdrawal newTarget) external {
        target = newTarget;
    }

    function setRejectPayments(bool reject) external {
        rejectPayments = reject;
    }

    function withdraw() external returns (uint256) {
        return target.withdrawFees();
    }

    // The hook is deliberately complex: re-entering from it is the attack under test.
    // solhint-disable-next-line no-complex-fallback
    receive() external payable {
        if (rejectPayments) revert PaymentRejected();
        reentryAttempts += 1;
        // Swallow the inner failure so the outer withdrawal can complete and the test can read why.
        try target.withdrawFees() {
            reentrySucceeded = true;
        } catch (bytes memory reason) {
            lastReentryError = reason;
        }
    }
}
