// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title First-come registry of works by content hash (SHA-256 of the file), by commit and reveal
/// @notice Proves that `registrant` knew the exact bytes at `registeredAt`; it does not judge authorship.
///         Registering takes two transactions so that nobody watching the mempool can take a hash first:
///         `commit` publishes only `commitmentOf(contentHash, registrant, salt)`, which hides the hash behind
///         a secret salt and names the registrant; `reveal`, at least one block later and within
///         `REVEAL_WINDOW_BLOCKS`, shows the hash and salt and registers the hash if nobody revealed it first.
///         A watcher who copies the reveal has no commitment of its own for it (the commitment names the
///         sender), and one who copies the commitment commits to a different registrant's reveal.
contract CopyrightRegistry {
    /// @notice A reveal must land at least this many blocks after its commit, never in the commit's block.
    uint256 public constant MIN_REVEAL_DELAY_BLOCKS = 1;
    /// @notice How many blocks after its commit a commitment may still be revealed; later it is expired and
    ///         may be committed afresh. The platform deploys 43,200 (about a day of 2-second Base blocks).
    /// @dev Set at deployment rather than a constant so tests can cross the window without mining a day of
    ///      blocks; the getter is the same as a constant's.
    uint256 public immutable REVEAL_WINDOW_BLOCKS;

    struct Registration {
        address registrant;
        uint64 registeredAt;
        string metadataURI;
    }

    mapping(bytes32 contentHash => Registration) private _registrations;
    /// @dev Keyed by committer too, so copying someone's commitment neither overwrites nor delays theirs.
    mapping(address committer => mapping(bytes32 commitment => uint256 blockNumber)) private _commitments;

    event WorkCommitted(address indexed registrant, bytes32 indexed commitment, uint256 blockNumber);
    event WorkRegistered(bytes32 indexed contentHash, address indexed registrant, string metadataURI, uint256 timestamp);

    error CommitmentPending(bytes32 commitment, uint256 commitBlock);
    error NoCommitment(bytes32 commitment);
    error RevealTooEarly(uint256 commitBlock, uint256 blockNumber);
    error RevealTooLate(uint256 commitBlock, uint256 blockNumber);
    error RevealWindowTooShort(uint256 revealWindowBlocks, uint256 minRevealDelayBlocks);
    error AlreadyRegistered(bytes32 contentHash, address registrant, uint64 registeredAt);
    error ZeroContentHash();
    error EmptyMetadataURI();

    constructor(uint256 revealWindowBlocks) {
        // A window that ends before the earliest allowed reveal would accept commitments nobody can reveal.
        if (revealWindowBlocks < MIN_REVEAL_DELAY_BLOCKS) {
            revert RevealWindowTooShort(revealWindowBlocks, MIN_REVEAL_DELAY_BLOCKS);
        }
        REVEAL_WINDOW_BLOCKS = revealWindowBlocks;
    }

    /// @notice Records that the sender committed to `commitment` in this block. A commitment still within
    ///         its reveal window cannot be committed again (that would move its window); an expired one can.
    function commit(bytes32 commitment) external {
        uint256 committedAt = _commitments[msg.sender][commitment];
        if (committedAt != 0 && !_expired(committedAt)) {
            revert CommitmentPending(commitment, committedAt);
        }
        _commitments[msg.sender][commitment] = block.number;
        emit WorkCommitted(msg.sender, commitment, block.number);
    }

    /// @notice Registers `contentHash` to the sender, who committed to it with `salt` in an earlier block
    ///         within the reveal window; the first reveal of a hash wins and the commitment is spent.
    function reveal(bytes32 contentHash, bytes32 salt, string calldata metadataURI) external {
        if (contentHash == bytes32(0)) revert ZeroContentHash();
        if (bytes(metadataURI).length == 0) revert EmptyMetadataURI();
        bytes32 commitment = commitmentOf(contentHash, msg.sender, salt);
        uint256 committedAt = _commitments[msg.sender][commitment];
        if (committedAt == 0) revert NoCommitment(commitment);
        if (block.number < committedAt + MIN_REVEAL_DELAY_BLOCKS) revert RevealTooEarly(committedAt, block.number);
        if (_expired(committedAt)) revert RevealTooLate(committedAt, block.number);
        Registration storage existing = _registrations[contentHash];
        if (existing.registrant != address(0)) {
            revert AlreadyRegistered(contentHash, existing.registrant, existing.registeredAt);
        }
        delete _commitments[msg.sender][commitment];
        _registrations[contentHash] = Registration(msg.sender, uint64(block.timestamp), metadataURI);
        emit WorkRegistered(contentHash, msg.sender, metadataURI, block.timestamp);
    }

    /// @notice The commitment `registrant` sends to `commit` before revealing `contentHash` with `salt`.
    function commitmentOf(bytes32 contentHash, address registrant, bytes32 salt) public pure returns (bytes32) {
        return keccak256(abi.encode(contentHash, registrant, salt));
    }

    /// @notice The block in which `committer` committed to `commitment`, or 0 if it did not or has revealed it.
    function commitBlockOf(address committer, bytes32 commitment) external view returns (uint256) {
        return _commitments[committer][commitment];
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

    /// @dev Past the last block in which a commitment made in `committedAt` may be revealed.
    function _expired(uint256 committedAt) private view returns (bool) {
        return block.number > committedAt + REVEAL_WINDOW_BLOCKS;
    }
}
