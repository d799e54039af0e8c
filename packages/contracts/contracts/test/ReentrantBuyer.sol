// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";

/// @title Test-only hostile buyer: re-enters the marketplace from the hooks that deliver its tokens
/// @notice The test signs a quote for this contract and has it check out; when a token arrives, the
///         receiver hook sends a second prepared call (another checkout) to the marketplace.
contract ReentrantBuyer {
    address public target;
    bytes public reentryCall;
    uint256 public reentryAttempts;
    bool public reentrySucceeded;
    bytes public lastReentryError;

    error CallFailed(bytes reason);

    function approve(IERC20 token, address spender, uint256 amount) external {
        token.approve(spender, amount);
    }

    function setReentry(address newTarget, bytes calldata call) external {
        target = newTarget;
        reentryCall = call;
    }

    /// @notice Sends `call` to the target as this contract (the buyer).
    function execute(bytes calldata call) external {
        // The raw call is the point: the test builds checkout calldata for this contract to send.
        // solhint-disable-next-line avoid-low-level-calls
        (bool ok, bytes memory reason) = target.call(call);
        if (!ok) revert CallFailed(reason);
    }

    function onERC1155Received(address, address, uint256, uint256, bytes calldata) external returns (bytes4) {
        _reenter();
        return this.onERC1155Received.selector;
    }

    function onERC1155BatchReceived(address, address, uint256[] calldata, uint256[] calldata, bytes calldata) external returns (bytes4) {
        _reenter();
        return this.onERC1155BatchReceived.selector;
    }

    function onERC721Received(address, address, uint256, bytes calldata) external returns (bytes4) {
        _reenter();
        return this.onERC721Received.selector;
    }

    function _reenter() private {
        if (reentryCall.length == 0) return;
        reentryAttempts += 1;
        // Swallow the inner failure so the outer checkout can complete and the test can read why.
        // solhint-disable-next-line avoid-low-level-calls
        (bool ok, bytes memory reason) = target.call(reentryCall);
        if (ok) reentrySucceeded = true;
        else lastReentryError = reason;
    }
}
