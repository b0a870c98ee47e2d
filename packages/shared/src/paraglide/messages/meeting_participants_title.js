/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Meeting_Participants_TitleInputs */

const en_meeting_participants_title = /** @type {(inputs: Meeting_Participants_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Participants (${i?.count})`)
};

const sw_meeting_participants_title = /** @type {(inputs: Meeting_Participants_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Washiriki (${i?.count})`)
};

/**
* | output |
* | --- |
* | "Participants ({count})" |
*
* @param {Meeting_Participants_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_participants_title = /** @type {((inputs: Meeting_Participants_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meeting_Participants_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_meeting_participants_title(inputs)
	return en_meeting_participants_title(inputs)
});