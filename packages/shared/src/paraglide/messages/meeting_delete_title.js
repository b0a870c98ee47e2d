/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meeting_Delete_TitleInputs */

const en_meeting_delete_title = /** @type {(inputs: Meeting_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete meeting?`)
};

const sw_meeting_delete_title = /** @type {(inputs: Meeting_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Futa mkutano?`)
};

/**
* | output |
* | --- |
* | "Delete meeting?" |
*
* @param {Meeting_Delete_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_delete_title = /** @type {((inputs?: Meeting_Delete_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meeting_Delete_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_meeting_delete_title(inputs)
	return en_meeting_delete_title(inputs)
});