/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Toast_Participant_MutedInputs */

const en_toast_participant_muted = /** @type {(inputs: Toast_Participant_MutedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muted.`)
};

const sw_toast_participant_muted = /** @type {(inputs: Toast_Participant_MutedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sauti imezimwa.`)
};

/**
* | output |
* | --- |
* | "Muted." |
*
* @param {Toast_Participant_MutedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_participant_muted = /** @type {((inputs?: Toast_Participant_MutedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Participant_MutedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_toast_participant_muted(inputs)
	return en_toast_participant_muted(inputs)
});