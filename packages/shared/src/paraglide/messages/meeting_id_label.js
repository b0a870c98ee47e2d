/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meeting_Id_LabelInputs */

const en_meeting_id_label = /** @type {(inputs: Meeting_Id_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meeting ID or code`)
};

const sw_meeting_id_label = /** @type {(inputs: Meeting_Id_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kitambulisho au msimbo wa mkutano`)
};

/**
* | output |
* | --- |
* | "Meeting ID or code" |
*
* @param {Meeting_Id_LabelInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_id_label = /** @type {((inputs?: Meeting_Id_LabelInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meeting_Id_LabelInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_meeting_id_label(inputs)
	return en_meeting_id_label(inputs)
});