/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meeting_Confirm_DeleteInputs */

const en_meeting_confirm_delete = /** @type {(inputs: Meeting_Confirm_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Are you sure you want to delete this meeting? This action cannot be undone.`)
};

const sw_meeting_confirm_delete = /** @type {(inputs: Meeting_Confirm_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una uhakika unataka kufuta mkutano huu? Hatua hii haiwezi kutenduliwa.`)
};

/**
* | output |
* | --- |
* | "Are you sure you want to delete this meeting? This action cannot be undone." |
*
* @param {Meeting_Confirm_DeleteInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_confirm_delete = /** @type {((inputs?: Meeting_Confirm_DeleteInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meeting_Confirm_DeleteInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_meeting_confirm_delete(inputs)
	return en_meeting_confirm_delete(inputs)
});