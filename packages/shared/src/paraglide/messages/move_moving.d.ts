/**
* | output |
* | --- |
* | "Moving..." |
*
* @param {Move_MovingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const move_moving: ((inputs?: Move_MovingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Move_MovingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Move_MovingInputs = {};
