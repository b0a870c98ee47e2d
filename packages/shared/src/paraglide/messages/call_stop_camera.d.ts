/**
* | output |
* | --- |
* | "Stop camera" |
*
* @param {Call_Stop_CameraInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const call_stop_camera: ((inputs?: Call_Stop_CameraInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Call_Stop_CameraInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Call_Stop_CameraInputs = {};
