// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title First-come registry of works by content hash (SHA-256 of the file)
/// @notice Proves that `registrant` knew the exact bytes at `registeredAt`; it does not judge authorship.
contract CopyrightRegistry {
    struct Registration {
        address registrant;
        uint64 registeredAt;
        string metadataURI;
    }

    mapping(bytes32 contentHash => Registration) private _registrations;

    event WorkRegistered(bytes32 indexed contentHash, address indexed registrant, string metadataURI, uint256 timestamp);

    error AlreadyRegistered(bytes32 contentHash, address registrant);
    error ZeroContentHash();
    error EmptyMetadataURI();

    function register(bytes32 contentHash, string calldata metadataURI) external {
        if (contentHash == bytes32(0)) revert ZeroContentHash();
        if (bytes(metadataURI).length == 0) revert EmptyMetadataURI();
        address existing = _registrations[contentHash].registrant;
        if (existing != address(0)) revert AlreadyRegistered(contentHash, existing);
        _registrations[contentHash] = Registration(msg.sender, uint64(block.timestamp), metadataURI);
        emit WorkRegistered(contentHash, msg.sender, metadataURI, block.timestamp);
    }

    /// @notice Zero values for a hash that was never registered (see `isRegistered`).
    function registrationOf(
        bytes32 contentHash
    ) external view returns (address registrant, uint64 registeredAt, string memory metadataURI) {
        Registration storage entry = _registrations[contentHash];
        return (entry.registrant, entry.registeredAt, entry.metadataURI);
    }

    function isRegistered(bytes32 contentHash) external view returns (bool) {
        return _registrations[contentHash].registrant != address(0);
    }
}
