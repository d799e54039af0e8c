import { describe, expect, it } from "vitest";
import * as messages from "./messages.ts";

describe("SPEC messages", () => {
  it("keeps the wallet and network wording", () => {
    expect(messages.NO_WALLET).toBe("No Web3 wallet detected. Please install MetaMask or another Web3 wallet.");
    expect(messages.NO_WALLET_SHORT).toBe("No Web3 wallet detected");
    expect(messages.METAMASK_NOT_DETECTED).toBe("MetaMask not detected");
    expect(messages.SWITCH_TO_BASE).toBe("Please switch to Base network to continue");
  });

  it("fills in parameters", () => {
    expect(messages.invalidAddress("0x12")).toBe("Invalid Ethereum address format: 0x12");
    expect(messages.wrongNetwork()).toBe("Please switch to Base network (Chain ID: 8453)");
    expect(messages.wrongNetwork("Anvil", 31337)).toBe("Please switch to Anvil network (Chain ID: 31337)");
    expect(messages.insufficientBalance(120, "50.00")).toBe("Insufficient Balance: You need 120 WBE3 tokens but only have 50.00");
    expect(messages.connected("artist")).toEqual({ title: "Connected!", description: "You are logged in as Artist" });
    expect(messages.welcomeQueen("Nia")).toEqual({ title: "Welcome Queen Nia!", description: "Artist role assigned" });
  });

  it("keeps toast titles and descriptions", () => {
    expect(messages.ROLE_REQUIRED).toEqual({ title: "Role Required", description: "Please select your role" });
    expect(messages.LOGGED_OUT).toEqual({ title: "Logged Out", description: "You have been logged out successfully" });
    expect(messages.CONNECTION_REJECTED.description).toBe("Please approve the connection request to continue");
    expect(messages.CONNECTION_PENDING.description).toBe("Please check your wallet for pending connection requests");
    expect(messages.PROFILE_SYNC_WARNING).toEqual({
      title: "Connection Warning",
      description: "Wallet connected but profile sync failed",
    });
    expect(messages.PAYMENT_FAILED).toEqual({ title: "Payment Failed", description: "Failed to process WBE3 payment" });
    expect(messages.BOOK_SUBMISSION_FAILED).toEqual({ title: "Submission Failed", description: "Please try again" });
    expect(messages.BALANCE_FETCH_FAILED_TOAST.title).toBe("Balance Fetch Failed");
  });

  it("keeps the form and outcome wording", () => {
    expect([
      messages.FILL_ALL_FIELDS,
      messages.FILL_REQUIRED_FIELDS,
      messages.FILL_REQUIRED_FIELDS_SHORT,
      messages.FILL_ALL_REQUIRED_FIELDS,
    ]).toEqual([
      "Please fill in all fields",
      "Please fill in required fields",
      "Please fill required fields",
      "Please fill in all required fields",
    ]);
    expect(messages.SIGNUP_SUCCESS).toBe("Account created successfully! Please check your email to verify.");
    expect(messages.NFT_MINTED.title).toBe("NFT Minted Successfully!");
    expect(messages.TICKETS_CREATED.title).toBe("Tickets Created!");
    expect(messages.CONNECT_TO_MINT_TICKETS).toBe("Please connect your wallet to mint tickets");
    expect(messages.LIVE_SHOW_CREATE_FAILED).toBe("Error creating show. Please try again.");
    expect(messages.WALLET_CREATED).toBe("HoneyBank wallet created successfully!");
  });

  it("keeps the empty, restricted and failure states", () => {
    expect(messages.NO_ITEMS_FOUND).toEqual({ title: "No items found", description: "Try adjusting your search or filters" });
    expect(messages.INVALID_ARTIST).toEqual({ title: "Invalid Artist", description: "No wallet address provided" });
    expect(messages.ACCESS_RESTRICTED.requirements).toEqual(["Artist account registration", "Email verification", "Wallet connection"]);
    expect(messages.COMPONENT_ERROR.description).toBe("Something went wrong loading this component.");
    expect(messages.UNEXPECTED_APP_ERROR).toBe("Unexpected Application Error!");
    expect(messages.COMING_SOON).toBe("More Artists - Coming Soon");
    expect([messages.CART_EMPTY, messages.NO_LIVE_SHOWS, messages.NO_VIDEO, messages.VIDEO_UNAVAILABLE]).toEqual([
      "Cart is empty",
      "No live shows yet",
      "No video available",
      "Video unavailable",
    ]);
  });

  it("fills in the server's answers", () => {
    expect(messages.fileTooLarge(20, "Art")).toBe("The file is larger than the 20 MB limit for Art.");
    expect(messages.fileTypeNotAccepted("Music", ["mp3", "wav"])).toBe("This file type is not accepted for Music. Accepted: mp3, wav.");
    expect(messages.fileContentMismatch("png")).toBe("The file's content is not a real .png file. Upload the original file.");
    expect(messages.pinnedOtherCid(undefined, "bafy1")).toBe("IPFS pinned nothing instead of bafy1; the file was not kept.");
    expect(messages.transactionNotFound("0xab")).toBe("Transaction 0xab was not found on the chain.");
    expect(messages.paymentTxFailed("0xab")).toBe("Transaction 0xab failed on the chain; nothing was paid.");
    expect(messages.paymentNotConfirmed(3, 1)).toBe("The payment needs 3 confirmations and has 1; try again shortly.");
    expect(messages.notAWbe3Payment("0xab")).toBe("Transaction 0xab is not a WBE3 payment to the platform.");
    expect(messages.paymentAmountMismatch("2.00", "3.00")).toBe("The payment was 2.00 WBE3; 3.00 WBE3 was due.");
    expect(messages.appleMusicAnswered(503)).toBe("Apple Music answered 503.");
  });
});
