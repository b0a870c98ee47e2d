/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Call_Stop_CameraInputs */

const en_call_stop_camera = /** @type {(inputs: Call_Stop_CameraInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stop camera`)
};

const sw_call_stop_camera = /** @type {(inputs: Call_Stop_CameraInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zima kamera`)
};

/**
* | output |
* | --- |
* | "Stop camera" |
*
* @param {Call_Stop_CameraInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const call_stop_camera = /** @type {((inputs?: Call_Stop_CameraInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Call_Stop_CameraInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_call_stop_camera(inputs)
	return en_call_stop_camera(inputs)
});