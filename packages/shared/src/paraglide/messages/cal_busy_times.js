/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Cal_Busy_TimesInputs */

const en_cal_busy_times = /** @type {(inputs: Cal_Busy_TimesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 busy time`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} busy times`);
	return /** @type {LocalizedString} */ ("cal_busy_times");
};

const sw_cal_busy_times = /** @type {(inputs: Cal_Busy_TimesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("sw", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`shughuli 1`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`shughuli ${i?.count}`);
	return /** @type {LocalizedString} */ ("cal_busy_times");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 busy time" |
* | "other" | "{count} busy times" |
*
* @param {Cal_Busy_TimesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_busy_times = /** @type {((inputs: Cal_Busy_TimesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cal_Busy_TimesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_cal_busy_times(inputs)
	return en_cal_busy_times(inputs)
});