/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Call_MuteInputs */

const en_call_mute = /** @type {(inputs: Call_MuteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mute`)
};

const sw_call_mute = /** @type {(inputs: Call_MuteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nyamazisha`)
};

/**
* | output |
* | --- |
* | "Mute" |
*
* @param {Call_MuteInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const call_mute = /** @type {((inputs?: Call_MuteInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Call_MuteInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_call_mute(inputs)
	return en_call_mute(inputs)
});