/**
* | output |
* | --- |
* | "That time holds booking {reference}. Decline, release or cancel it before blocking the time." |
*
* @param {Block_Over_BookingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const block_over_booking: ((inputs: Block_Over_BookingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Block_Over_BookingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Block_Over_BookingInputs = {
    reference: NonNullable<unknown>;
};
