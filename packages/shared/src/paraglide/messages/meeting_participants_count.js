/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, max: NonNullable<unknown> }} Meeting_Participants_CountInputs */

const en_meeting_participants_count = /** @type {(inputs: Meeting_Participants_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count}/${i?.max} participants`)
};

const sw_meeting_participants_count = /** @type {(inputs: Meeting_Participants_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`washiriki ${i?.count}/${i?.max}`)
};

/**
* | output |
* | --- |
* | "{count}/{max} participants" |
*
* @param {Meeting_Participants_CountInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_participants_count = /** @type {((inputs: Meeting_Participants_CountInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meeting_Participants_CountInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_meeting_participants_count(inputs)
	return en_meeting_participants_count(inputs)
});