/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cal_Other_TextInputs */

const en_cal_other_text = /** @type {(inputs: Cal_Other_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paste the iCal link of this space on another platform (or your own Google Calendar). Its busy times block this space here, read every 15 minutes.`)
};

const sw_cal_other_text = /** @type {(inputs: Cal_Other_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bandika kiungo cha iCal cha eneo hili kwenye jukwaa lingine (au Google Calendar yako). Nyakati zake za shughuli huzuia eneo hili hapa, zikisomwa kila dakika 15.`)
};

/**
* | output |
* | --- |
* | "Paste the iCal link of this space on another platform (or your own Google Calendar). Its busy times block this space here, read every 15 minutes." |
*
* @param {Cal_Other_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_other_text = /** @type {((inputs?: Cal_Other_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cal_Other_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_cal_other_text(inputs)
	return en_cal_other_text(inputs)
});