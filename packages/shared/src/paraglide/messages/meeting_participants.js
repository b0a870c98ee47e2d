/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meeting_ParticipantsInputs */

const en_meeting_participants = /** @type {(inputs: Meeting_ParticipantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Participants`)
};

const sw_meeting_participants = /** @type {(inputs: Meeting_ParticipantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Washiriki`)
};

/**
* | output |
* | --- |
* | "Participants" |
*
* @param {Meeting_ParticipantsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_participants = /** @type {((inputs?: Meeting_ParticipantsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meeting_ParticipantsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_meeting_participants(inputs)
	return en_meeting_participants(inputs)
});