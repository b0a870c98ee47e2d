/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Rules_Horizon_ValueInputs */

const en_rules_horizon_value = /** @type {(inputs: Rules_Horizon_ValueInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 month ahead`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} months ahead`);
	return /** @type {LocalizedString} */ ("rules_horizon_value");
};

const sw_rules_horizon_value = /** @type {(inputs: Rules_Horizon_ValueInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("sw", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`mwezi 1 kabla`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`miezi ${i?.count} kabla`);
	return /** @type {LocalizedString} */ ("rules_horizon_value");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 month ahead" |
* | "other" | "{count} months ahead" |
*
* @param {Rules_Horizon_ValueInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const rules_horizon_value = /** @type {((inputs: Rules_Horizon_ValueInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rules_Horizon_ValueInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_rules_horizon_value(inputs)
	return en_rules_horizon_value(inputs)
});