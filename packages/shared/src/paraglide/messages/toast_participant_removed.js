/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Toast_Participant_RemovedInputs */

const en_toast_participant_removed = /** @type {(inputs: Toast_Participant_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Removed from the meeting.`)
};

const sw_toast_participant_removed = /** @type {(inputs: Toast_Participant_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ameondolewa kwenye mkutano.`)
};

/**
* | output |
* | --- |
* | "Removed from the meeting." |
*
* @param {Toast_Participant_RemovedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_participant_removed = /** @type {((inputs?: Toast_Participant_RemovedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Participant_RemovedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_toast_participant_removed(inputs)
	return en_toast_participant_removed(inputs)
});